# Der deutsche Katalog: jeder Text des Fensters und der Kommandozeile, nach Schlüssel.
# Technikennamen folgen der deutschen Ausgabe von HoDoKu, die die englischen Namen behält.

menu-file = Datei
menu-edit = Bearbeiten
menu-view = Ansicht
menu-tools = Extras
menu-help = Hilfe

take-step = Schritt
take-step-does = die nächste Folgerung anwenden

toggle-solve = Lösen
toggle-solve-does = Schritte im Takt (1-20 pro Sekunde) bis zur Lösung, oder anhalten (der Knopf heißt „Lösen anhalten“, solange es läuft)

back = Zurück
back-does = den letzten Schritt oder Zug zurücknehmen (Rücktaste nur, solange keine Zelle gewählt ist; mit gewählter Zelle leert sie diese Zelle)

redo = Wiederholen
redo-does = wiederholen, was Zurück zurückgenommen hat

reset = Neu beginnen
reset-does = zurück zu den Vorgaben

hint = Tipp
hint-does = ein Tipp: 0 sagt, wo du suchen sollst (ein Haus oder eine Ziffer), 1 nennt die nächste Technik, 2 zeigt ihre Häuser und ihr Muster, 3 den ganzen Schritt (nochmals drücken für die nächste Stufe)

apply-hint = Tipp anwenden
apply-hint-does = den Schritt ausführen, um den es im Tipp geht

walk-proof = Beweis durchgehen
walk-proof-does = den Beweis des gezeigten Schritts (einer Kette oder eines Forcing-Schritts; die gewählte Protokollzeile oder Tipp 3) Fakt für Fakt durchgehen, oder das Durchgehen beenden

next-fact = Nächster Fakt >
next-fact-does = der nächste Fakt des Beweises: das Brett markiert die bisherigen Fakten, den aktuellen und die, auf denen er beruht

previous-fact = < Voriger Fakt
previous-fact-does = der Fakt davor im Beweis

enter-proof = Inneren Beweis öffnen
enter-proof-does = den inneren Beweis des aktuellen Fakts öffnen (ein Kandidat, den ein inneres Netz ausschließt)

leave-proof = Inneren Beweis verlassen
leave-proof-does = den inneren Beweis verlassen, zurück zu dem Fakt, den er beweist

all-steps = Alle Schritte
all-steps-does = jeden Schritt auflisten, den die eingeschalteten Techniken jetzt finden (bis zu 50 je Technik; die Forcing-Suchen liefern einen), nach Schwierigkeit oder Streichungen sortieren, einen ansehen, ihn anwenden

choose-cell = eine Zelle anklicken
choose-cell-does = eine Zelle zum Spielen wählen (eine Pfeiltaste wählt r1c1, wenn keine gewählt ist; die Pfeiltasten bewegen sie und nehmen nie Schritte vor oder zurück; Escape gibt sie frei); die gewählte Zelle hat den Tastaturfokus, so liest ein Bildschirmleser sie vor
choose-cell-keys = Pfeiltasten

play-digit = Spielen: 1 2 3 ...
play-digit-does = eine Ziffer in die gewählte Zelle setzen, oder im Notizmodus als Notiz an- und ausschalten (deine Ziffern sind lila, die des Lösers blau, die Vorgaben schwarz oder weiß)
play-digit-keys = 1-9; über 9x9 zwei Ziffern für 10 und mehr (1, dann 2 für 12; Enter nach einer einzelnen 1)

erase = Löschen
erase-does = die gewählte Zelle leeren

toggle-pencil = Notizen
toggle-pencil-does = Notizmodus: getippte Ziffern setzen oder entfernen Notizen

toggle-asking = Warum?
toggle-asking-does = Fragemodus: die nächste getippte Ziffer fragt, warum sie nicht in die gewählte Zelle kann (bei einer von dir gesetzten Ziffer: ob sie stimmt, und warum)

ask-about = Rechtsklick auf einen Kandidaten
ask-about-does = fragen, warum dieser Kandidat dort nicht stehen kann (oder, bei einer von dir gesetzten Ziffer, ob sie stimmt); die Antwort erscheint wie ein Tipp: Tipp für mehr, Tipp anwenden zum Ausführen
ask-about-keys = Q, dann die Ziffer, auf der gewählten Zelle

toggle-check = Prüfen
toggle-check-does = gesetzte Ziffern, die von der Lösung abweichen, rot zeigen (bei einer einzigen falschen Ziffer erscheint der Widerspruch, zu dem sie führt, wie ein Tipp)

highlight-digit = Sehen: 1 2 3 ...
highlight-digit-does = jede Zelle hervorheben, in die eine Ziffer kann oder in der sie steht, ihre Kandidaten markiert (nochmals, oder Escape: aus); die Zifferntasten tun es, solange keine Zelle gewählt ist
highlight-digit-keys = 1-9 ohne gewählte Zelle

toggle-bivalue = Zellen mit zwei Kandidaten
toggle-bivalue-does = die Zellen mit genau zwei Kandidaten hervorheben

toggle-peers = Zellen, die sie sieht
toggle-peers-does = die Zellen hervorheben, die die gewählte Zelle sieht (ihre Zeile, Spalte und ihren Block)

toggle-colouring = Färben
toggle-colouring-does = Färben: ein Klick auf einen Kandidaten, oder seine Ziffer auf der gewählten Zelle getippt, färbt ihn in der gewählten Farbe (blau, jedes Drücken von O die nächste Farbe: grün, orange, rosa, dann aus); jede Färbung ist eine Protokollzeile, also nimmt Zurück sie zurück

clear-colours = Farben entfernen
clear-colours-does = alle Farben entfernen (Zurück bringt sie zurück)

focus-menus = Menüs
focus-menus-does = den Tastaturfokus auf das Menü Datei setzen: Enter öffnet es, die Pfeiltasten und Tab gehen durch die Menüs und ihre Einträge, Escape verlässt sie; Tab geht weiter durch die Knöpfe, das Protokoll und das Brett

guide = Technikführer...
guide-does = was jede Technik tut und warum sie funktioniert; Zeig es mir öffnet ein Beispiel bis zu der Stelle, an der sie greift, Üben ein neues Rätsel, das sie braucht (der Schritt verborgen)

experiments = Experimente...
experiments-does = Experimente: zufällige Vorgaben oder eine ganze Sammlung, als Diagramm und als CSV exportiert

new-puzzle = Neues Rätsel...
new-puzzle-does = ein Rätsel erzeugen (Größe, Schwierigkeit oder eine zu übende Technik, Symmetrie, Startwert; läuft im Hintergrund, lässt sich abbrechen)

open-daily = Rätsel des Tages
open-daily-does = das heutige Rätsel erzeugen und öffnen, auf jedem Rechner dasselbe für Datum und Stufe (`sudoku-stepper daily` gibt es auch aus), eine Stufe über der schwersten, die du ohne Hilfe gelöst hast (zuerst Leicht)

practise-next = Als Nächstes üben
practise-next-does = ein 9x9-Rätsel erzeugen, das braucht, was du als Nächstes üben solltest: eine Technik, deren Wiederholung fällig ist, oder die nächste, die du noch nicht beherrschst, deren Voraussetzungen du aber hast (siehe Ansicht > Fortschritt)
drill-next = Als Nächstes: Übungsrunde
drill-next-does = eine Runde aus 5 Übungen zu dem starten, was Als Nächstes üben üben würde (eine fällige Wiederholung oder die nächste Technik, die du noch nicht beherrschst): Stellungen, in denen sie greift und nichts Einfacheres
drill-technique = Technik üben
drill-technique-does = eine Runde aus 5 Übungen zu einer Technik starten, die du nach Stufe wählst
check-drill = Übung prüfen
check-drill-does = deine Markierungen in der laufenden Übung prüfen: richtig, teilweise richtig (was noch fehlt und warum jede falsche Markierung falsch ist) oder noch nicht; das erste Prüfen jeder Übung zählt im Fortschritt
next-drill = Nächste Übung
next-drill-does = zur nächsten Übung der Runde (5 Übungen; eine Übung ist eine Stellung, in der die Technik als erste der Standardreihenfolge greift)

export-profile = Profil exportieren...
export-profile-does = eine Kopie deines Lernprofils (was Fortschritt zeigt) als JSON-Datei speichern

import-profile = Profil importieren...
import-profile-does = eine Profildatei (eine exportierte Kopie) statt deines Profils verwenden; eine Datei, die keine ist oder aus einer neueren Version stammt, wird abgelehnt und dein Profil behalten

reset-profile = Profil zurücksetzen
reset-profile-does = dein Profil neu beginnen: die Statuszeile sagt, was gelöscht würde, und eine sofortige zweite Wahl löscht es

open = Öffnen...
open-does = eine Datei öffnen (Filter `.sud` und „Alle Rätseldateien“)

open-sample = Beispiel öffnen
open-sample-does = ein mitgeliefertes Rätsel öffnen (4x4 bis 25x25)
open-recent = Zuletzt geöffnet
open-recent-does = eine zuletzt geöffnete oder gespeicherte Datei öffnen (die letzten 8, die neueste zuerst)
no-recent-files = Noch keine zuletzt geöffneten Dateien

save = Rätsel als .sud speichern...
save-does = nur das Rätsel (Vorgaben und Regeln) als `.sud` speichern, für andere Löser (ein als Notizen-Stellung geladenes Rätsel als Notizgitter); Spiel speichern behält deinen Fortschritt
save-game = Spiel speichern...
save-game-does = das laufende Spiel ganz speichern: das Rätsel, jeden Schritt und Zug im Protokoll samt dem, was Zurück zurückgenommen hat, Notizen, Farben und genommene Tipps (eine `.json`-Spieldatei; Öffnen setzt es fort, und `check`, `solve` und `explain` lesen seine Stellung)

export-picture = Bild exportieren...
export-picture-does = das Brett wie gezeigt (sein Schritt, Hervorhebungen, gestrichene Kandidaten, Kettenpfeile und Farben, im Farbschema des Fensters) als PNG- oder SVG-Bild speichern

export-worksheet = Arbeitsblatt exportieren...
export-worksheet-does = ein druckbares Arbeitsblatt des Rätsels in einen Ordner schreiben: eine HTML- und eine Markdown-Seite mit dem Rätsel, jedem Schritt jenseits der Singles gezeichnet mit Erklärung und Beweis, den Singles zusammengefasst, der Bewertung und der Lösung

copy-position = Stellung kopieren
copy-position-does = die gezeigte Stellung für einen anderen Löser kopieren: die Vorgaben, solange sich nichts geändert hat, sonst ein Notizgitter (eine Kandidatenzeichenkette, wenn ein Notizgitter sie nicht fassen kann); auf einem Variantenbrett ein f-puzzles-Link, Vorgaben und Regeln

copy-givens = Vorgaben kopieren
copy-givens-does = die Vorgaben als eine Zeile kopieren (81 Zeichen bei 9x9)

copy-digits = Vorgaben und gesetzte Ziffern kopieren
copy-digits-does = die Vorgaben und die gesetzten Ziffern als eine Zeile kopieren

copy-pencil-marks = Als Notizgitter kopieren
copy-pencil-marks-does = die gezeigte Stellung als Notizgitter kopieren, das Format, das HoDoKu und Simple Sudoku drucken und einfügen

copy-sukaku = Als Kandidatenzeichenkette kopieren (Sukaku)
copy-sukaku-does = die gezeigte Stellung als Kandidatenzeichenkette (Sukaku) kopieren, ein Zeichen je Kandidat (729 bei 9x9)

copy-hodoku = Als HoDoKu-Bibliothekszeile kopieren
copy-hodoku-does = die gezeigte Stellung als HoDoKu-Bibliothekszeile kopieren (Vorgaben, gesetzte Ziffern und die gestrichenen Kandidaten; bis 9x9)

paste = Rätsel einfügen
paste-does = das Rätsel aus der Zwischenablage öffnen, in jedem Format, das eine Datei haben kann (das aktuelle Rätsel bleibt, wenn es sich nicht lesen lässt)

toggle-candidates = Kandidaten zeigen
toggle-candidates-does = Kandidaten ausblenden oder zeigen

toggle-recognition = Die Technik meiner Züge nennen
toggle-recognition-does = in der Protokollzeile jeder Ziffer, die du setzt, und jeder Notiz, die du entfernst, den einfachsten Schritt deiner Techniken nennen, der ihn dort rechtfertigt („geraten“, wenn keiner es tut, „ein Fehler“, wenn er der Lösung widerspricht), im Hintergrund ermittelt (bleibt zwischen den Starts erhalten)

toggle-guessing = Raten mit Brute Force erlauben
toggle-guessing-does = Raten erlauben oder verbieten

theme = Farbschema
theme-does = System (die Wahl des Desktops), Hell, Dunkel oder farbenblind-sichere Farben (bleibt zwischen den Starts erhalten)

text-size = Textgröße
text-size-does = jeder Text, jeder Knopf und das Brett von 100 % bis 200 % ihrer normalen Größe (bleibt zwischen den Starts erhalten)

language = Sprache
language-does = die Sprache des Fensters: English oder Deutsch (bleibt zwischen den Starts erhalten)

toggle-notation = Zellnamen wie E5
toggle-notation-does = Zellen E5 nennen (Zeilen von oben mit A, B, C... benannt, wie bei SudokuWiki) statt r4c5, auf dem Brett, in Meldungen, Tipps, Beweisen und im Protokoll (bleibt zwischen den Starts erhalten)

difficulty = Was es schwer macht...
difficulty-does = was das Rätsel schwer macht: was seine Stufe bestimmt hat, die Schritte über Leicht (ein Klick zeigt ihn im Protokoll), die Punkte je Technik und die Bewertung ohne jede der schwersten Techniken (auch ein Klick auf die Bewertung in der Statuszeile)

progress = Fortschritt...
progress-does = dein Fortschritt: je Technik (nach Stufe) ein Balken, wie gut du sie kannst und wie oft du ihr begegnet bist, sie ohne Hilfe angewandt, einen Tipp zu ihr erbeten oder einen Fehler bei ihr gemacht hast; und deine gelösten Rätsel im Lauf der Zeit

techniques = Techniken...
techniques-does = Techniken umordnen, aus- oder einschalten, auf die Vorgabe zurücksetzen (bleibt zwischen den Starts erhalten; gilt für Schritt, Lösen, Tipps, Alle Schritte und die Bewertung)

zoom-in = Vergrößern
zoom-in-does = ein größeres Brett (bis zum Fünffachen der Fläche), mit dem Mausrad oder den Bildlaufleisten verschoben; die gewählte Zelle bleibt sichtbar

zoom-out = Verkleinern
zoom-out-does = ein kleineres Brett, bis zur Größe seiner Fläche

zoom-reset = Brett einpassen
zoom-reset-does = das Brett wieder in seine Fläche einpassen

theme-system = System
theme-light = Hell
theme-dark = Dunkel
theme-colour-blind = Farbenblind-sicher
theme-colour-blind-does = Farben nach Okabe und Ito, die bei jeder häufigen Farbsehschwäche unterscheidbar bleiben

keys-or = { $first } oder { $last }
key-ctrl = Strg
key-alt = Alt
key-shift = Umschalt
key-space = Leertaste
key-backspace = Rücktaste
key-delete = Entf

stop-solving = Lösen anhalten
steps-per-second = Schritte/s
close-walkthrough = Durchgehen beenden

status-puzzle = { $name }  |  { $size }  |  { $givens } Vorgaben  |  { $solutions }  |
status-steps = |  { $count } { $count ->
    [1] Schritt
   *[other] Schritte
}
status-rating = { $level } ({ $score })
status-rating-yours = { $level } ({ $score }, deine Techniken)
status-rating-now = wird bewertet...
status-unrated-by-yours = mit deinen Techniken nicht gelöst
status-unrated-multiple = nicht bewertet: mehr als eine Lösung
status-unrated-none = nicht bewertet: keine Lösung
status-unrated-undecided = nicht bewertet: Eindeutigkeit offen
status-unrated = nicht bewertet
status-unrated-yet = noch nicht bewertet
status-solution-unique = eindeutige Lösung
status-solutions-multiple = mehrere Lösungen
status-solution-none = keine Lösung
status-solutions-undecided = Lösungszahl offen
status-solutions-counting = Lösungen werden gezählt...
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-unfair = Unfair
level-extreme = Extrem
play-bar = Spielen:
play-digit-menu = Zu setzende Ziffer
play-digit-menu-none = Ziffer
see-bar = Sehen:
see-digit-menu = Zu sehende Ziffer
see-digit-menu-none = keine
see-digit-does = Jeden Platz der { $digit } hervorheben
paint-blue = blau
paint-green = grün
paint-orange = orange
paint-pink = rosa
paint-blue-does = Kandidaten blau färben (nochmals klicken: aus)
paint-green-does = Kandidaten grün färben (nochmals klicken: aus)
paint-orange-does = Kandidaten orange färben (nochmals klicken: aus)
paint-pink-does = Kandidaten rosa färben (nochmals klicken: aus)
log-heading = Schritte
hint-heading = Dein Tipp
answer-heading = Die Antwort
log-empty-no-puzzle = Öffne ein Rätsel, um hier seine Schritte zu sehen.
log-empty = Drücke Schritt (Leertaste) oder Lösen (S), um zu beginnen.
replace-heading = Das Rätsel ersetzen?
replace-yes = Ersetzen
replace-no = Dieses Rätsel behalten
error-heading = Fehler

house-row = Zeile { $label }
house-column = Spalte { $label }
house-box = Block { $label }
house-region = Gebiet { $label }
house-falling-diagonal = die fallende Diagonale
house-rising-diagonal = die steigende Diagonale
house-window = Fenster { $label }

seen-row-column-box = ihrer Zeile, Spalte oder ihrem Block
seen-row = ihrer Zeile
seen-column = ihrer Spalte
seen-box = ihrem Block
seen-region = ihrem Gebiet
seen-diagonal = ihrer Diagonale
seen-window = ihrem Fenster
seen-houses = { $houses }
seen-houses-and-moves = { $houses } oder in einer Zelle { $moves }
full-house-step = { $technique }: { $cell } ist die einzige leere Zelle in { $house }, also bekommt sie die eine fehlende Ziffer: { $cell } = { $digit }.
naked-single-step = { $technique }: { $digit } ist der einzige Kandidat, der in { $cell } übrig ist; jede andere Ziffer steht schon in { $seen } oder wurde ausgeschlossen, also { $cell } = { $digit }.
hidden-single-step = { $technique }: in { $house } passt { $digit } nur in { $cell }, also { $cell } = { $digit }.

list-and = {" und "}
list-or = {" oder "}
lines-rows = Zeilen { $list }
lines-columns = Spalten { $list }
boxes-list = Blöcke { $list }
locked-candidates-step = { $technique }: in { $source } passt { $digit } nur in { $target } ({ $cells }), also muss die { $digit } von { $target } in { $source } stehen, und { $digit } kann aus dem Rest von { $target } gestrichen werden: { $eliminations }.
common-peer-step = { $technique }: in { $house } passt { $digit } nur in { $places }; { $sightings }. Welche davon die { $digit } auch hält, { $count ->
    [1] sieht
   *[other] sehen
} { $seers } sie, also { $eliminations }.
common-peer-sighting = { $cell } sieht jede davon ({ $ways })
peer-in-house = { $cells } in { $house }
peer-a-move-away = { $cells } { $away }
peer-in-cage = { $cells } im Käfig bei { $cell }

naked-subset-step = { $technique }: in { $house } können { $cells } zusammen nur { $digits } enthalten, also nehmen diese { $count ->
    [2] zwei
    [3] drei
   *[other] vier
} Zellen diese Ziffern, und keine andere Zelle von { $house } kann sie haben: { $eliminations }.
hidden-subset-step = { $technique }: in { $house } passen { $digits } nur in { $cells }, also müssen diese { $count ->
    [2] zwei
    [3] drei
   *[other] vier
} Zellen diese Ziffern enthalten und können keinen anderen Kandidaten haben: { $eliminations }.
locked-subset-step = { $technique }: { $cells } liegen sowohl in { $line } als auch in { $block } und können zusammen nur { $digits } enthalten, also sind diese Ziffern dort verbraucht und verlassen die anderen Zellen beider Häuser: { $eliminations }.

status-step = Schritt { $number }: { $technique }.
status-puzzle-solved = {" "}Das Rätsel ist gelöst.
status-opened = { $name } geöffnet.

candidate-elimination-step = Candidate Elimination: jede leere Zelle beginnt mit allen Ziffern als Kandidaten; jede verliert die Ziffern, die schon in { $seen } stehen ({ $count } Kandidaten gestrichen).
candidate-elimination-parity-step = Candidate Elimination: jede leere Zelle beginnt mit allen Ziffern als Kandidaten (eine als ungerade markierte Zelle nur mit den ungeraden, eine als gerade markierte nur mit den geraden); jede verliert die Ziffern, die schon in { $seen } stehen ({ $count } Kandidaten gestrichen).
basic-fish-step = { $technique } auf { $digit }: in { $base } passt { $digit } nur in { $covers }. Jede dieser { $kind ->
    [rows] Zeilen
   *[columns] Spalten
} braucht ihre { $digit } in einer anderen dieser { $kind ->
    [rows] Spalten
   *[columns] Zeilen
}, also liegen alle Kandidaten { $digit } von { $covers } in { $base }, und { $digit } kann aus den anderen Zellen dieser { $kind ->
    [rows] Spalten
   *[columns] Zeilen
} gestrichen werden: { $eliminations }.

technique-on-digit = { $technique } auf { $digit }
chain-step = { $subject }: wenn { $first } falsch ist, dann { $sequence }. Also ist { $first } oder { $last } wahr; { $removals }.
chain-summary = { $subject }: { $first } oder { $last } ist wahr, also fällt { $eliminations } weg
chain-start-holds-step = { $technique }: wenn { $name } falsch ist, dann { $sequence }, im Widerspruch zur Annahme. Also ist { $name } wahr, und die anderen Kandidaten von { $cell } fallen weg: { $eliminations }.
chain-start-holds-summary = { $technique }: { $name } als falsch angenommen führt zurück zu { $name }, also ist es wahr und { $eliminations } fällt weg
loop-summary = { $technique }: eine geschlossene Schleife durch { $start }, also fällt { $eliminations } weg
loop-step = { $title } (geschlossene Schleife{ $aside }): wenn { $first } falsch ist, dann { $sequence }, und { $clash }, also schließt sich die Kette zu einer Schleife aus abwechselnd starken und schwachen Verbindungen. Von einem Ende einer schwachen Verbindung aus gelesen, macht die Schleife dieses Ende oder das andere wahr, also hat jede schwache Verbindung ein wahres Ende, und was mit beiden Enden kollidiert, fällt weg: { $reasons }.
loop-link-cell = { $cell } enthält { $first } oder { $second }
loop-link-one-of = eines von { $first } und { $second } ist wahr
group-means = { $group } heißt, dass { $digit } in einer dieser Zellen steht
removals-seeing-both-ends = jeder Kandidat, der beide Enden sieht, wird gestrichen: { $eliminations }
removal-in-end-cell = { $cell }<>{ $digit }, denn { $cell } enthält { $own }, wenn { $end } wahr ist, und { $other }
end-holds-if = { $cell } enthält { $digit }, wenn { $end } wahr ist
end-sees-if = { $end } sieht { $cell }, wenn { $end } wahr ist
clash-same-cell = { $cell } kann nicht beide enthalten
clash-sees = { $first } sieht { $second }
clash-not-both = { $first } und { $second } können nicht beide wahr sein
sight-house = teilen { $house }
sight-knight-move = sind einen Springerzug voneinander entfernt
sight-king-move = sind einen Königszug voneinander entfernt
away-knight-move = einen Springerzug entfernt
away-king-move = einen Königszug entfernt
sight-cage = teilen den Käfig bei { $cell }
sighting = { $first } und { $second } { $sight }
sightings-here = {" "}Hier: { $sightings }.
fact-contradiction = Widerspruch
fact-sum = { $cells } { $count ->
    [1] ist
   *[other] ergeben zusammen
} { $total }
fact-sets = { $cells } { $count ->
    [1] enthält
   *[other] enthalten
} { $sets }
clash-no-candidate = { $cell } hat keinen Kandidaten mehr
clash-no-place = { $digit } hat keinen Platz mehr in { $house }
clash-twice = { $digit } steht zweimal in { $house }
tag-as = da { $sources }
tag-sees = sieht { $sources }
tag-other-option = die andere Möglichkeit, da { $sources }
tag-naked-single = Naked Single
tag-naked-single-from = Naked Single, aus { $sources }
tag-hidden-single = Hidden Single in { $house }
tag-hidden-single-from = Hidden Single in { $house }, aus { $sources }
tag-places-left = die Plätze von { $digit }, die in { $house } bleiben
tag-places-left-from = die Plätze von { $digit }, die in { $house } nach { $sources } bleiben
tag-beside-places-left = { $own ->
    [yes] eine von { $places } und neben den anderen: als { $removed } ließe sie { $digit } dort keinen Platz
   *[no] neben jeder von { $places }, von denen eine { $digit } enthält, den Nachbarn von { $removed }
}
tag-cage = der Käfig { $cells } ergibt { $sum }
tag-cage-with = der Käfig { $cells } ergibt { $sum }, mit { $sources }
tag-diagonal = die Diagonale des Little Killers { $cells } ergibt { $sum }
tag-diagonal-with = die Diagonale des Little Killers { $cells } ergibt { $sum }, mit { $sources }
tag-sandwich = das Sandwich { $sum } von { $house }
tag-sandwich-with = das Sandwich { $sum } von { $house }, mit { $sources }
tag-line = { $line } { $kind ->
    [white] hat aufeinanderfolgende Ziffern
    [black] hat eine Ziffer und ihr Doppeltes
    [no-white] hat keine aufeinanderfolgenden Ziffern
    [no-black] hat keine Ziffer und ihr Doppeltes
    [x] ergibt 10
    [v] ergibt 5
    [no-x] ergibt nicht 10
    [no-v] ergibt nicht 5
    [nonconsecutive] hat keine aufeinanderfolgenden Ziffern
    [whisper] hat Nachbarn, die sich um 5 oder mehr unterscheiden
    [renban] hat eine Folge aufeinanderfolgender Ziffern
    [palindrome] liest sich in beiden Richtungen gleich
   *[thermometer] steigt
}
tag-line-with = { $line } { $kind ->
    [white] hat aufeinanderfolgende Ziffern
    [black] hat eine Ziffer und ihr Doppeltes
    [no-white] hat keine aufeinanderfolgenden Ziffern
    [no-black] hat keine Ziffer und ihr Doppeltes
    [x] ergibt 10
    [v] ergibt 5
    [no-x] ergibt nicht 10
    [no-v] ergibt nicht 5
    [nonconsecutive] hat keine aufeinanderfolgenden Ziffern
    [whisper] hat Nachbarn, die sich um 5 oder mehr unterscheiden
    [renban] hat eine Folge aufeinanderfolgender Ziffern
    [palindrome] liest sich in beiden Richtungen gleich
   *[thermometer] steigt
}, mit { $sources }
tag-arrow = { $arrow } geht auf
tag-arrow-with = { $arrow } geht auf, mit { $sources }
tag-inner = { $fact } scheitert, Beweis #{ $first } bis #{ $last }
nested-technique = { $technique } (verschachtelt, Tiefe { $depth })
contradiction-step = { $technique }{ $note }: angenommen { $assumed }. Dann { $facts }, und am Ende gilt: { $clash }, was unmöglich ist. Also { $opposite }.
contradiction-step-direct = { $technique }{ $note }: angenommen { $assumed }. Dann gilt: { $clash }, was unmöglich ist. Also { $opposite }.
contradiction-summary = { $technique }: { $assumed } führt zu einem Widerspruch ({ $clash }), also { $opposite }
branch-cell = { $cell } enthält { $digits }
branch-places = die { $digit } von { $house } steht in { $places }
first-case = Wenn { $assumed }: { $facts }
first-case-direct = Wenn { $assumed }, direkt
case = wenn { $assumed }: { $facts }
case-direct = wenn { $assumed }, direkt
verity-step = { $technique }{ $note }: { $subject }. { $cases }. Jeder Fall ergibt { $conclusion }, also { $conclusion }.
verity-summary = { $technique }: jede der Möglichkeiten { $alternatives } führt zu { $conclusion }, also { $conclusion }
inconsistent-no-candidate = { $cell } ist leer und hat keinen Kandidaten mehr
inconsistent-repeated = { $digit } steht zweimal in { $house }
inconsistent-no-solution = das Rätsel hat keine Lösung
single-digit-step = { $technique } auf { $digit }: in { $first_house } passt { $digit } nur in { $first_end } und { $first_far }; in { $second_house } nur in { $second_end } und { $second_far }. { $first_end } und { $second_end } sehen einander, also ist höchstens eine von ihnen { $digit }; daher ist { $first_far } oder { $second_far } eine { $digit }, und { $digit } kann aus jeder Zelle gestrichen werden, die beide sieht: { $eliminations }.
empty-rectangle-step = { $technique } auf { $digit }: in { $block } liegt { $digit } nur in { $row } und { $column } ({ $cells }). In { $link } passt { $digit } nur in { $near } und { $far }. Ist { $near } eine { $digit }, dann hat { $line } ihre { $digit } außerhalb von { $block }, also liegt die { $digit } von { $block } in { $other_line }, und { $target } kann keine { $digit } sein; andernfalls ist { $far } eine { $digit } und sieht { $target }. In jedem Fall: { $eliminations }.
xy-wing-step = { $technique }: { $pivot } enthält { $x } oder { $y }. Ist sie { $x }, muss { $first } ({ $x } oder { $z }) { $z } sein; ist sie { $y }, muss { $second } ({ $y } oder { $z }) { $z } sein. In jedem Fall ist eine von beiden { $z }, also kann { $z } aus jeder Zelle gestrichen werden, die beide sieht: { $eliminations }.
xyz-wing-step = { $technique }: { $pivot } enthält { $pivot_digits }; { $first } enthält { $first_digits } und { $second } enthält { $second_digits }. Welche Ziffer die erste Zelle auch nimmt, eine der drei Zellen ist { $z }, also kann { $z } aus jeder Zelle gestrichen werden, die alle drei sieht: { $eliminations }.
digit-only-in = { $digit } nur in { $cell }
digit-in = { $digit } in { $cells }
wxyz-wing-step = { $technique }: { $pattern } enthalten zusammen nur { $digits }. Jede Ziffer außer { $z } liegt nur in Zellen, die einander sehen ({ $confined }), also kann jede von { $others } höchstens eine der vier Zellen füllen, und ohne { $z } bliebe eine Zelle leer. Also ist eine von { $holders } { $z }, und { $z } kann aus jeder Zelle gestrichen werden, die { $count ->
    [2] beide
   *[other] alle
} sieht: { $eliminations }.
w-wing-step = { $technique }: { $first } und { $second } enthalten beide nur { $x } und { $y }. In { $house } passt { $x } nur in { $first_end } und { $second_end }, die { $first } und { $second } sehen; eine von ihnen ist { $x }, also kann eine von { $first } und { $second } nicht { $x } sein und muss { $y } sein. { $y } kann aus jeder Zelle gestrichen werden, die beide sieht: { $eliminations }.
remote-pair-step = { $technique }: { $chain } enthalten alle nur { $first_digit } und { $second_digit }, und jede sieht die nächste, also wechseln sich ihre Werte entlang der Kette ab. { $start } und { $end } sind eine ungerade Zahl von Verbindungen voneinander entfernt und enthalten verschiedene Ziffern, eine { $first_digit } und eine { $second_digit }; jede Zelle, die beide sieht, verliert { $first_digit } und { $second_digit }: { $eliminations }.
remote-pair-summary = { $technique }: { $start } und { $end } enthalten verschiedene Ziffern aus { $first_digit } und { $second_digit }, also fällt { $eliminations } weg
bug-plus-one-step = { $technique }: jede leere Zelle enthält zwei Kandidaten außer { $cell }, die drei enthält. Ohne die { $digit } in { $cell } hätte jede Ziffer in jedem Haus genau zwei Plätze, ein tödliches Muster mit zwei Lösungen. Vorausgesetzt, das Rätsel hat eine eindeutige Lösung, muss { $cell } { $digit } sein.
simple-colors-clusters = { $technique } auf { $digit }: die durch starke Verbindungen auf { $digit } verbundenen Zellen bekommen zwei Farben, A ({ $first }) und B ({ $second }), und genau eine Farbe enthält { $digit }.
colour-wrap = { $describe } { $first } und { $second } haben beide Farbe { $colour } und sehen einander, also kann Farbe { $colour } nicht { $digit } sein: { $eliminations }.
colour-trap = { $describe } Eine Zelle, die beide Farben sieht, kann nicht { $digit } sein: { $eliminations }.
multi-colors-clusters = { $technique } auf { $digit }: zwei Gruppen starker Verbindungen auf { $digit } sind gefärbt A ({ $a }) / B ({ $b }) und C ({ $c }) / D ({ $d }); in jeder Gruppe enthält genau eine Farbe { $digit }.
multi-colors-wrap = { $describe } { $first } ({ $colour }) sieht { $first_seen } (C) und { $second } ({ $colour }) sieht { $second_seen } (D): enthielte { $colour } die { $digit }, könnten weder C noch D sie enthalten, doch eine von beiden muss es. Also kann Farbe { $colour } nicht { $digit } sein: { $eliminations }.
multi-colors-wing = { $describe } { $first } ({ $colour }) sieht { $seen } ({ $seen_colour }), also sind diese zwei Farben nicht beide wahr, und { $own_partner } oder { $other_partner } enthält { $digit }. Eine Zelle, die eine Zelle von { $own_partner } und eine von { $other_partner } sieht, kann nicht { $digit } sein: { $eliminations }.
rectangle-plain = { $cells } { $count ->
    [1] enthält
   *[other] enthalten
} nichts anderes
rectangle-deadly = , also enthielten alle vier Ecken nur { $a } und { $b }
digit-from-cells = { $digit } aus { $cells }
rectangle-lost = , oder taten es, bis frühere Schritte { $removed } strichen (das schränkt nur ein, was sie am Ende enthalten können: enden alle vier mit { $a } und { $b }, ist das Rechteck trotzdem tödlich)
rectangle-step = { $technique }: vorausgesetzt, das Rätsel hat eine eindeutige Lösung, dürfen keine vier Zellen an den Ecken eines Rechtecks über zwei Blöcke am Ende nur { $a } und { $b } enthalten (die beiden Ziffern ließen sich tauschen). Hier enthalten { $corners } alle { $a } und { $b }{ $lost }; { $reasoning }. Also { $eliminations }.
rectangle-type-1 = { $floor } enthalten nichts anderes, also muss { $roof } eine ihrer anderen Ziffern nehmen
rectangle-same-extra = { $plain }; { $roof } enthalten auch { $digit }, und eine von ihnen muss { $digit } sein (sonst wäre das Rechteck tödlich), also kann keine Zelle, die sie alle sieht, { $digit } sein
house-and-box-holding-all = { $house } und { $block } (der sie alle enthält)
rectangle-type-3 = eine von { $roof } muss eine andere Ziffer als { $a } und { $b } nehmen, also wirken ihre anderen Ziffern ({ $extras }) wie eine Zelle, die mit { $subset } ein Naked Subset aus { $digits } in { $houses } bildet; die anderen Zellen dort verlieren diese Ziffern
rectangle-type-4 = { $plain }; in { $house } passt { $locked } nur in { $roof }, also ist eine von ihnen { $locked }, und keine darf { $other } sein: die andere wäre { $locked }{ $deadly }
rectangle-type-6 = { $plain }; { $digit } passt in { $first_line } und in { $second_line } nur in diese Ecken; wäre { $roof } eine { $digit }, wären es beide, und { $floor } wären beide { $other }{ $deadly }; also kann keine von beiden { $digit } sein
hidden-rectangle = { $corner } enthält nur { $a } und { $b }, und { $locked } passt in { $first_line } und { $second_line } nur in diese Ecken; wäre { $target } eine { $other }, wären { $neighbours } beide { $locked } und { $corner } { $other }{ $deadly }
avoidable-rectangle-1-step = { $technique }: vorausgesetzt, das Rätsel hat eine eindeutige Lösung: { $first } = { $b }, { $second } = { $b } und { $third } = { $a } wurden vom Löser gefunden, nicht vorgegeben; wäre { $cell } eine { $a }, könnten die vier Ecken { $a } und { $b } tauschen, und das Rätsel hätte zwei Lösungen. Also { $cell } <> { $a }.
avoidable-rectangle-2-step = { $technique }: vorausgesetzt, das Rätsel hat eine eindeutige Lösung: { $first } = { $first_value } und { $second } = { $second_value } wurden vom Löser gefunden, nicht vorgegeben; wäre weder { $first_empty } noch { $second_empty } eine { $extra }, wären sie { $first_other } und { $second_other }, und die vier Ecken könnten { $first_value } und { $second_value } tauschen. Also ist eine von ihnen { $extra }, und jede Zelle, die beide sieht, verliert sie: { $eliminations }.
petal = { $label } = { $cells } ({ $digits }) für { $digit }
death-blossom-step = { $technique }: der Stiel { $stem } enthält { $digits }, und jede seiner Ziffern hat ein Blütenblatt, eine fast gesperrte Menge (n Zellen mit n + 1 Ziffern), deren jeder Platz dieser Ziffer { $stem } sieht: { $petals }. Welche Ziffer { $stem } auch nimmt, ihr Blütenblatt verliert diese Ziffer, und seine anderen Ziffern werden alle darin gesetzt, darunter { $z }. Also liegt { $z } in einem von { $labels }, und jede Zelle, die alle ihre Kandidaten { $z } sieht, verliert sie: { $eliminations }.
digits-in-set = { $digits } { $count ->
    [1] liegt
   *[other] liegen
} in { $set }
als-xz-double-step = { $technique }, doppelt verbunden: die fast gesperrten Mengen (n Zellen mit n + 1 Ziffern) A = { $a } und B = { $b } sind durch zwei Ziffern verbunden: jede { $x } von A sieht jede { $x } von B, und jede { $y } von A sieht jede { $y } von B, also passt keine der beiden Ziffern in beide Mengen. Einer Menge von n Zellen können nicht zwei ihrer n + 1 Ziffern fehlen, also enthält jede Menge { $x } oder { $y }; da keine in beide passt, enthält jede genau eine davon, ihr fehlt die andere, und alle ihre anderen Ziffern werden in ihr gesetzt. Also liegen { $x } und { $y } jeweils in A oder in B{ $locked }. Eine Zelle außerhalb der Mengen verliert eine solche Ziffer, wenn sie alle ihre Plätze dort sieht (für { $x } und { $y } in beiden Mengen): { $eliminations }.
als-story-start = Enthielte { $first } keine { $z }, würden alle ihre anderen Ziffern in ihr gesetzt, also enthielte sie { $link }
als-story-next = ; dann könnte { $next } keine { $link } enthalten (jede { $link } von { $next } sieht jede { $link } von { $previous }) und enthielte { $then }
als-step = { $technique }: fast gesperrte Mengen (n Zellen mit n + 1 Ziffern) { $sets }. { $story }. Also liegt { $z } in { $first } oder in { $last }, und jede Zelle, die alle ihre Kandidaten { $z } sieht, verliert sie: { $eliminations }.
and-then = und { $rest }
sue-de-coq-remaining = { $count ->
    [1] die übrige Zelle von { $cells } nimmt { $digits }
   *[other] die übrigen { $count } Zellen von { $cells } nehmen { $digits }
}
sue-de-coq-step = { $technique }: wo { $line } auf { $block } trifft, enthalten { $core } { $digits } ({ $digit_count } Ziffern in { $cell_count } Zellen). { $line_side }. { $box_side }. Diese { $taken } Ziffern aus { $digits } sind verschieden ({ $line_core } gegen { $box_core }) und verschieden von denen von { $core } (die { $line } mit den ersten Zellen und { $block } mit den anderen teilen), also nimmt das Muster jede Ziffer von { $digits } genau einmal{ $extras }: { $line_digits } nur innerhalb von { $line }, { $box_digits } nur innerhalb von { $block }{ $rest }. Also { $eliminations }.
sue-de-coq-rest = und { $digits } nur dort, wo sie sich treffen
sue-de-coq-side-plain = { $count ->
    [1] { $cells } in { $house } enthält nur { $digits }, also nimmt sie eine davon
   *[other] { $cells } in { $house } enthalten nur { $digits }, also nehmen sie { $count } davon
}
sue-de-coq-side-extras = { $cells } in { $house } enthalten { $digits }; da sie { $house } teilen, enthalten sie { $extra_count ->
    [1] { $extras }
   *[other] jede von { $extras }
} höchstens einmal, also nimmt { $at_least ->
    [1] mindestens eine von ihnen
   *[other] mindestens { $at_least } von ihnen je
} eine von { $core }
sashimi-note = Sashimi: ohne { $fin_count ->
    [1] die Flosse
   *[other] die Flossen
} enthielte eine der Basis-{ $kind ->
    [rows] Zeilen
   *[columns] Spalten
} { $digit } nur einmal
finned-fish-shape = in { $base } passt { $digit } nur in { $covers }, außer { $fin_count ->
    [1] der Flosse
   *[other] den Flossen
} { $fins }{ $region }{ $sashimi }
in-house = {" "}in { $house }
finned-fish-step = { $technique } auf { $digit }: { $shape }. Ist keine Flosse { $digit }, streicht der Fisch { $digit } aus dem Rest dieser { $cover_kind ->
    [rows] Zeilen
   *[columns] Spalten
}; ist eine Flosse { $digit }, verliert jede Zelle, die sie sieht, { $digit }. In jedem Fall verlieren die Zellen dieser { $cover_kind ->
    [rows] Zeilen
   *[columns] Spalten
}, die { $fin_count ->
    [1] die Flosse
   *[other] die Flossen
} sehen, { $digit }: { $eliminations }.
exo-fins = { $cells } (außerhalb der Deckhäuser)
endo-fins = { $cells } (von zwei Basishäusern geteilt, wo eine { $digit } beiden dienen würde)
cannibals = und { $cells } auch: { $count ->
    [1] sie liegt
   *[other] jede liegt
} in zwei Deckhäusern, und eine { $digit } kann nicht zwei füllen
shared-but = {" "}außer { $cells }
complex-fish-body = { $technique } auf { $digit }: die Basishäuser { $base } teilen keinen Platz von { $digit }{ $shared }, also braucht jedes seine eigene { $digit }: insgesamt { $size ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $size }
} Ziffern { $digit }. Alle ihre Plätze von { $digit } liegen in den Deckhäusern { $covers }, die je eine { $digit } enthalten, also füllen die { $size ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $size }
} Ziffern { $digit } die Deckhäuser
complex-fish-body-finned = { $technique } auf { $digit }: die Basishäuser { $base } teilen keinen Platz von { $digit }{ $shared }, also braucht jedes seine eigene { $digit }: insgesamt { $size ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $size }
} Ziffern { $digit }. Außer { $fin_count ->
    [1] der Flosse
   *[other] den Flossen
} { $fins } liegen alle ihre Plätze von { $digit } in den Deckhäusern { $covers }, die je eine { $digit } enthalten, also füllen die { $size ->
    [2] zwei
    [3] drei
    [4] vier
   *[other] { $size }
} Ziffern { $digit } die Deckhäuser
complex-fish-step = { $fish }: die anderen Zellen der Deckhäuser verlieren { $digit }{ $cannibals }: { $eliminations }.
complex-fish-finned-step = { $fish }, es sei denn, eine Flosse ist { $digit }. Ist keine Flosse { $digit }, verlieren die anderen Zellen der Deckhäuser { $digit }{ $cannibals }; ist eine Flosse { $digit }, verliert jede Zelle, die sie sieht, { $digit }. In jedem Fall verlieren die Zellen der Deckhäuser, die jede Flosse sehen, { $digit }: { $eliminations }.
aligned-pair-case = mit { $other }={ $partner } verlöre { $set } ({ $digits }) { $digit } und { $partner } und { $size ->
    [1] hätte keinen Kandidaten mehr
    [2] hätte für ihre 2 Zellen nur 1 Ziffer
   *[other] hätte für ihre { $size } Zellen nur { $left } Ziffern
}
aligned-pair-reason = { $cell } kann nicht { $digit } sein, denn { $other } wäre dann { $partners }: { $cases }
aligned-pair-step = { $technique }: { $first } und { $second } liegen in { $house }, also enthalten sie zwei verschiedene Ziffern. Ein Ziffernpaar für sie ist unmöglich, wenn eine fast gesperrte Menge (n Zellen mit n + 1 Ziffern) außerhalb beide enthält und jeder Platz jeder Ziffer die Zelle sieht, die sie nähme: die Menge verlöre beide Ziffern. { $reasons }. Also: { $eliminations }.
siamese-fish-step = { $technique } auf { $digit }: zwei Fische teilen ihre Basislinien. Fisch A ({ $first }): { $first_shape }. Fisch B ({ $second }): { $second_shape }. Jeder gilt für sich: ist keine seiner Flossen { $digit }, streicht er { $digit } aus dem Rest seiner Deck-{ $covers ->
    [rows] Zeilen
   *[columns] Spalten
}; ist eine Flosse { $digit }, verliert jede Zelle, die sie sieht, { $digit }. Also verlieren die Zellen der Deck-{ $covers ->
    [rows] Zeilen
   *[columns] Spalten
} jedes Fisches, die alle seine Flossen sehen, { $digit }: A streicht { $first_eliminations }, B streicht { $second_eliminations }.
extended-rectangle-step = { $technique }: { $cells } liegen in { $turned ->
    [columns] drei Zeilen und zwei Spalten, die zwei Zellen jeder Zeile
   *[rows] zwei Zeilen und drei Spalten, die zwei Zellen jeder Spalte
} in einem Block. Enthielten alle sechs nur { $digits }, könnten die zwei { $turned ->
    [columns] Spalten ihre Ziffern Zeile für Zeile tauschen
   *[rows] Zeilen ihre Ziffern Spalte für Spalte tauschen
}, und das Rätsel hätte zwei Lösungen. { $others } enthalten nichts außer diesen Ziffern, also muss { $target } etwas anderes sein: { $eliminations }.
brute-force-step = { $technique }: keine logische Technik findet hier einen Schritt, also wird { $cell } = { $digit } der durch Probieren gefundenen Lösung entnommen. Das ist geraten, nicht gefolgert.
brute-force-step-forcing-spent = { $technique }: die erzwingenden Suchen haben alle Propagationen verbraucht, die ein Lösungsweg ihnen erlaubt, und keine andere Technik findet hier einen Schritt, also wird { $cell } = { $digit } der durch Probieren gefundenen Lösung entnommen. Das ist geraten, nicht gefolgert.
medusa-shares-cell = teilt ihre Zelle mit { $by } ({ $colour })
medusa-sees = sieht { $by } ({ $colour })
medusa-wrap-pair = { $first } und { $second } haben beide Farbe { $colour } und { $same_cell ->
    [yes] liegen in einer Zelle
   *[no] sind dieselbe Ziffer in Zellen, die einander sehen
}, also kann Farbe { $colour } nicht wahr sein. Die starken Verbindungen, die sie verbinden: { $links }.
medusa-wrap-cell = Wäre Farbe { $colour } wahr, bliebe { $cell } kein Kandidat: { $reasons }. Also kann Farbe { $colour } nicht wahr sein.
medusa-clusters = { $technique }: die durch starke Verbindungen verbundenen Kandidaten (die einzigen zwei Kandidaten einer Zelle oder die einzigen zwei Plätze einer Ziffer in einem Haus) bekommen zwei Farben, die sich entlang jeder Verbindung abwechseln, A ({ $first }) und B ({ $second }), also ist genau eine Farbe ganz wahr.
medusa-wrap-step = { $describe } { $why } Ihre Kandidaten fallen weg: { $eliminations }.
medusa-trap-reason = { $target } { $first } und { $second }, die die starken Verbindungen { $links } verbinden
medusa-trap-step = { $describe } Ein Kandidat, den jede Farbe ausschließt, fällt weg, welche Farbe auch wahr ist: { $reasons }. Also: { $eliminations }.
at-cell = bei { $cell }
in-places = in { $places }
kraken-fish-step = { $technique } auf { $digit }{ $note }: { $shape }. Außer wenn { $fin_count ->
    [1] die Flosse
   *[other] eine Flosse
} { $digit } ist, liegen die Ziffern { $digit } dieser { $kind ->
    [rows] Zeilen
   *[columns] Spalten
} alle in { $covers }, je eine, also hat { $house } seine { $digit } { $place }. Also ist eine von { $alternatives } { $digit }{ $argument } Also { $removed }.
kraken-each-leads = , und jede führt zu { $removed }: { $cases }.
kraken-each-leads-summary = { $technique }: jede von { $options } als { $digit } führt zu { $removed }
kraken-supposed-case = Wenn { $supposed }: { $facts }, und keine von ihnen ist { $digit }.
kraken-none-left-summary = { $technique }: { $supposed } ließe keine von { $options } für { $digit }
leftover-fits-none = { $digits } { $other ->
    [innie] kann nicht in den Innie
    [outie] kann nicht in den Outie
   *[plural] { $count ->
        [1] passt in keinen der { $other }
       *[more] passen in keinen der { $other }
    }
}, also { $eliminations }
leftover-held = die { $side } enthalten schon { $digits } in { $holding }, und die { $other } können sie nur in { $open } enthalten, also kann kein anderer der { $side } es: { $eliminations }
region-list = { $count ->
    [1] Gebiet
   *[other] Gebiete
} { $numbers }
leftover-count-one = { $lines } enthält jede Ziffer einmal ({ $total } als Summe), und ebenso { $regions }
leftover-count = { $lines } enthalten jede Ziffer { $count ->
    [2] zweimal
   *[other] { $count }-mal
}, einmal pro { $kind ->
    [rows] Zeile
   *[columns] Spalte
} ({ $count } x { $total } als Summe), und ebenso { $regions }, einmal pro Gebiet
leftover-step = { $technique }: { $counts }. Nimm die Zellen weg, die beide abdecken: der Rest von { $lines }, die { $innies } { $innie_cells }, und der Rest { $region_count ->
    [1] des Gebiets
   *[other] der Gebiete
}, die { $outies } { $outie_cells }, enthalten dieselben Ziffern. Hier { $clauses }.
templates-counted = die Ziffern { $digit } passen ins Gitter (eine in jeder Zeile, Spalte und jedem Block, auf Zellen, die { $digit } enthalten oder noch als Kandidaten haben, nie auf eine Zelle, die jede Verteilung einer anderen Ziffer benutzt) auf { $count } { $count ->
    [1] Weise
   *[other] Weisen
}, zum Beispiel { $example }
template-set-step = { $technique }: { $counted }. Jede davon benutzt { $cells }. Also { $cell } = { $digit }: { $settled }.
template-delete-step = { $technique }: { $counted }. Keine davon benutzt { $cells }: { $blocked }. Also { $eliminations }.
template-last-place = es ist der letzte Platz für { $digit } in { $house }
template-no-way-elsewhere = keine Verteilung setzt die { $digit } von { $house } anderswohin, denn { $blocked }
template-taken = jede Verteilung von { $other } benutzt { $cells }
template-counted-out = keine Verteilung der Ziffern { $digit } benutzt { $cells } (alle durchzuprobieren zeigt es)
template-run-start = eine { $digit } bei { $cells }
template-run-then = , dann bei { $cell } (der letzte Platz in { $house })
template-run-empty = { $run } lässt { $house } keinen Platz für { $digit }
template-run-confined = { $run } lässt die Ziffern { $digit } von { $bases } nur in { $covers }
since = , da { $reasons }
with-article = { $technique }
hint-0 = Tipp 0: { $nudge }. Drücke Tipp noch einmal für den Namen der Technik.
hint-check-answer = { $about } Drücke Tipp, um zu sehen, ob es stimmt.
hint-about = { $about } Drücke Tipp, um zu sehen, wo sie greift.
hint-reveal = { $reveal } Die hervorgehobenen Zellen zeigen, wo; drücke Tipp noch einmal für den ganzen Schritt.
hint-1 = Tipp 1: als Nächstes kommt { $technique }. Drücke Tipp noch einmal, um zu sehen, wo es greift.
hint-2-chain = Tipp 2: suche { $technique } durch die schattierten Zellen: es { $chain }. Folge ihm bis zu dem, was es streicht oder setzt; drücke Tipp noch einmal für den ganzen Schritt.
hint-2 = Tipp 2: suche { $technique } in den hervorgehobenen Häusern und Zellen. Drücke Tipp noch einmal für den ganzen Schritt.
hint-3-proof = Tipp 3: { $summary }. Drücke W, um seinen Beweis durchzugehen{ $applicable ->
    [yes] , oder Tipp anwenden, um diesen Schritt zu machen
   *[no] {""}
}.
hint-3-apply = Tipp 3: { $message } Drücke Tipp anwenden, um diesen Schritt zu machen.
hint-3 = Tipp 3: { $message }
nudge-inside = es gibt einen Schritt innerhalb von { $house }
nudge-digit = sieh dir die Ziffer { $digit } an
nudge-changes = der nächste Schritt setzt oder streicht etwas in { $house }
nudge-anywhere = es gibt einen Schritt
chain-hint-supposing = beginnt mit der Annahme { $supposition } (blau)
chain-hint-tries = probiert jede von { $suppositions } (blau)
more = { $count } weitere
status-no-puzzle = Kein Rätsel geladen: öffne zuerst eine Datei.
status-no-step-left = Das Rätsel ist gelöst: es gibt keinen Schritt mehr.
status-solution-lost = Kein Schritt von hier aus: deine Ziffern oder Notizen schließen die Lösung aus (siehe { $cell }). Schalte Prüfen ein, um falsche Ziffern zu sehen, oder drücke Zurück, um deine Züge rückgängig zu machen.
status-inconsistent = Das Gitter ist widersprüchlich: { $reason }.
status-stuck = Festgefahren: keine eingeschaltete Technik findet in dieser Stellung einen Schritt.
status-steps-found = { $count ->
    [1] 1 Schritt
   *[other] { $count } Schritte
} gefunden: wähle einen für die Vorschau und wende ihn dann an.
status-took-back = Schritt { $number } zurückgenommen: { $title }.
status-nothing-to-take-back = Nichts zurückzunehmen.
status-redid = Schritt { $number } wiederholt: { $title }.
status-nothing-to-redo = Nichts zu wiederholen.
status-no-example = Es gibt kein mitgeliefertes Beispiel für { $technique }.
status-solved-without = { $practising ->
    [yes] Das Rätsel
   *[no] Das Beispiel
} wurde ohne { $technique } gelöst.
status-practise = Übe { $technique }: { $with_article } greift in dieser Stellung (Schritt { $number } des Lösungswegs). Finde es; drücke Tipp für seine Häuser und sein Muster, nochmals für den ganzen Schritt.
show-me-look-chain = Sieh dir die schattierten Zellen an: die Kette { $chain }
show-me-look = Sieh dir die hervorgehobenen Häuser und Zellen an
status-show-me = Zeig es mir: { $technique } greift jetzt{ $singles_only ->
    [yes] {" "}(nur mit den Singles eingeschaltet)
   *[no] {""}
}. { $look }; drücke Tipp für den ganzen Schritt oder Tipp anwenden, um ihn zu machen.
status-reset = { $name } auf die Vorgaben zurückgesetzt.
status-solving = Löse...
status-solving-stopped = Lösen angehalten.
status-no-longer-offered = Dieser Schritt wird nicht mehr angeboten.
status-hint-not-applicable = Diese Antwort wurde ohne deine Ziffer gefunden und kann hier nicht angewendet werden: lösche zuerst die Ziffer, um sie zu nutzen.
status-no-hint = Kein Tipp zum Anwenden: drücke zuerst Tipp.
status-nothing-to-save = Kein Rätsel geladen: es gibt nichts zu speichern.
status-saving-pencil-marks = Das Rätsel ist eine Stellung mit Notizen: es wird als Notizen-Gitter gespeichert, das seine gesetzten Ziffern und Kandidaten behält (eine .sud-Datei behielte nur die Ziffern, alle als Vorgaben).
status-saving-position-as-sud = Diese Stellung lässt sich nicht als Notizen-Gitter schreiben: die .sud-Datei behält nur ihre Ziffern (gesetzte werden zu Vorgaben) und verwirft die Kandidaten.
status-profile-saved = Eine Kopie des Lernprofils wurde in { $path } gespeichert.
status-profile-not-saved = Das Profil konnte nicht gespeichert werden.
status-picture-not-saved = Das Bild konnte nicht gespeichert werden.
status-picture-saved = Das Bild des Bretts wurde in { $path } gespeichert.
status-no-dialog = Auf diesem System steht kein Dateidialog zur Verfügung (kein Desktop-Portal und kein zenity): ziehe eine Rätseldatei auf das Fenster oder gib ihren Pfad auf der Kommandozeile an.
status-puzzle-saved = { $form ->
    [pencil-marks] Die Stellung wurde in { $path } als Notizen-Gitter gespeichert (gesetzte Ziffern und Kandidaten behalten).
    [position] Die Stellung wurde in { $path } als .sud gespeichert: nur Ziffern, gesetzte als Vorgaben, keine Kandidaten.
   *[puzzle] Das Rätsel wurde in { $path } gespeichert.
}
status-puzzle-not-saved = Das Rätsel konnte nicht gespeichert werden.
status-game-saved = Das Spiel ({ $rows } Protokollzeilen) wurde in { $path } gespeichert.
status-game-resumed = Das Spiel aus { $file } geht bei Protokollzeile { $rows } weiter: Zurück nimmt seine Schritte und Züge zurück.
status-game-log-dropped = Das Spiel aus { $file } wurde bei seiner gespeicherten Stellung geöffnet, ohne sein Protokoll: { $why }.
status-not-opened = { $name } konnte nicht geöffnet werden; das aktuelle Rätsel bleibt unverändert.
status-type-path = Gib den Pfad in das Feld ein oder brich ab.
status-answer-path-exists = Die Datei gibt es schon: noch einmal OK ersetzt sie, oder ändere den Pfad.
status-nothing-opened = Es wurde nichts geöffnet oder gespeichert.
status-opened-several-solutions = { $name } geöffnet. Es hat mehr als eine Lösung, wird also nicht bewertet, und die Eindeutigkeitstechniken (die eine Lösung voraussetzen) sind aus.
status-opened-undecided = { $name } geöffnet. Die Suche konnte nicht entscheiden, ob es eine Lösung hat, also sind die Eindeutigkeitstechniken (die eine Lösung voraussetzen) aus.
status-opened-no-solution = { $name } geöffnet. Es hat keine Lösung.
status-opened-wrong-digit = { $name } geöffnet. Eine gesetzte Ziffer ist falsch, also hat diese Stellung keine Lösung: Prüfen zeigt sie rot, und ein Rechtsklick darauf zeigt den Widerspruch, zu dem sie führt. Die Bewertung gilt nur den Vorgaben.
status-opened-wrong-mark = { $name } geöffnet. Eine gestrichene Notiz ist die Ziffer der Lösung, also hat diese Stellung keine Lösung: Lösung und Bewertung gelten nur ihren Ziffern.
status-generation-cancelled = Erzeugen abgebrochen; das aktuelle Rätsel bleibt unverändert.
status-generation-failed = Es wurde kein Rätsel erzeugt; das aktuelle Rätsel bleibt unverändert.
why-not = Warum nicht { $digit } in { $cell }: { $reason }.
why-here-right = { $cell } = { $digit } ist richtig: { $reason }.
why-here-wrong = { $cell } = { $digit } ist falsch: { $reason }.
already-placed = { $digit } steht schon in einem ihrer Häuser
technique-removes-it = { $technique } streicht sie
technique-places-it = { $technique } setzt sie
in-solution-places-now = { $cell } = { $digit } in der Lösung, also streicht nichts sie; { $technique } setzt sie jetzt.
in-solution-not-yet = { $cell } = { $digit } in der Lösung, aber noch kein Schritt setzt sie. Zuerst kommt der nächste Schritt des Lösungswegs, der { $cell } nicht setzt: { $technique } { $outcome }.
in-solution-no-step = { $cell } = { $digit } in der Lösung, aber die eingeschalteten Techniken finden von hier aus keinen Schritt.
wrong-with-it = mit ihr { $singles ->
    [0] {""}
    [1] folgt 1 Single, und dann{" "}
   *[other] folgen { $singles } Singles, und dann{" "}
}{ $clash }
wrong-contradiction = die Annahme führt zu einem Widerspruch, wie { $technique } zeigt
wrong-off-solution = sie stimmt nicht mit der Lösung überein, obwohl kein Widerspruch gefunden wurde, der kurz genug zum Zeigen ist
not-provable = Nichts beweist von hier aus { $cell } <> { $digit }: keine eingeschaltete Technik streicht sie, und keine Forcing Chain und kein Forcing Net, die sie annehmen, finden einen Widerspruch.
not-a-candidate = { $digit } ist kein Kandidat von { $cell } mehr.
placed-by = { $cell } = { $digit } durch { $technique }
then-separator = , dann{" "}
settling-shared-house = ; { $placed } teilt { $house } mit { $cell }, also { $cell } <> { $digit }
a-house = ein Haus
settling-same-cell = , also { $cell } <> { $digit }
removes = streicht { $eliminations }
places = setzt { $placements }
question-unreadable = '{ $text }' ist keine Frage zu einem Kandidaten: erwartet wird rXcY<>D (warum nicht D hier) oder rXcY=D (ist D hier richtig), etwa r4c5<>7
question-outside-board = { $what ->
    [row] Zeile
    [column] Spalte
   *[digit] Ziffer
} { $number } liegt außerhalb dieses { $n }x{ $n }-Bretts (1 bis { $n })
question-filled = { $cell } enthält schon { $digit }: frage nach einem Kandidaten einer leeren Zelle
question-given = { $cell } ist eine Vorgabe des Rätsels
question-inconsistent = die Stellung verletzt eine Regel: { $reason }
question-off-solution = die Stellung stimmt nicht mehr mit der Lösung überein (eine gesetzte Ziffer oder eine gestrichene Notiz ist falsch), also ist keine sichere Antwort möglich: korrigiere sie zuerst
reason-assumed = angenommen: der Beweis folgt dem, was daraus folgt
reason-cell-holds-another = die Zelle enthält eine andere Ziffer ({ $from })
reason-sees-via = sie sieht { $from } (sie { $sight })
reason-sees = sie sieht { $from }
reason-bivalue = { $cells } hat nur zwei Kandidaten, und { $from } schließt den anderen aus
reason-group-link = in { $house } passt { $digit } nur in { $cells } und { $other }, und { $from } schließt Letzteres aus
reason-bilocal = { $digit } hat nur zwei Plätze in { $house }, und { $from } schließt den anderen aus
reason-naked-single = Naked Single: die anderen Kandidaten der Zelle schließt { $from } aus
reason-hidden-single = Hidden Single in { $house }: die anderen Plätze von { $digit } dort schließt { $from } aus
reason-inner = { $assumption } scheitert: sein eigener Beweis (#{ $first }..#{ $last }, { $count } Fakten) erreicht einen Widerspruch
reason-no-candidate = { $cell } hat keinen Kandidaten mehr: { $from } schließen alle aus
reason-no-place = { $digit } hat keinen Platz mehr in { $house }: { $from } schließen alle aus
reason-twice = { $from } setzen { $digit } zweimal in { $house }
reason-refuted = die Annahme { $assumed } führt zu { $reached }, also ist sie falsch
reason-assumption-false = die Annahme ist falsch ({ $from })
every-candidate-of = jedem Kandidaten von { $cell }
every-place-of = jedem Platz von { $digit } in { $house }
reason-all-branches = es folgt aus { $over }: { $from }
reason-start-holds = { $start } als falsch angenommen führt zu ihm zurück ({ $from }), also gilt es in jedem Fall, und dieser Kandidat kollidiert damit
reason-either-end = ein Ende der Kette ist wahr ({ $from }), und dieser Kandidat kollidiert mit beiden
reason-loop = die Kette von { $assumed } bis { $last } schließt sich zu einer Schleife ({ $last_end } kollidiert mit { $first_end }), also hat jede schwache Verbindung ein wahres Ende; dieser Kandidat kollidiert mit beiden Enden der schwachen Verbindung { $one_end } - { $other_end } (#{ $one_id }, #{ $other_id })
reason-loop-short = die Schleife macht ein Ende einer schwachen Verbindung wahr ({ $from })
fin-places = ein Platz von { $digit } in { $base } außerhalb von { $cover }
reason-fish = eine Flosse ({ $fins }) enthält { $digit }, oder die Ziffern { $digit } von { $base } liegen in { $cover }, je eine, also enthält { $house } eine, wo es { $base } trifft; jeder Fall führt dahin: { $from }
reason-no-fish-option = { $from } schließen jede Flosse ({ $fins }) und jeden Platz aus, an dem { $house } { $base } trifft, also bräuchten { $base } ihre Ziffern { $digit } nur in { $rest }, einem Haus weniger, als sie sind, und ein Haus enthält nur eine { $digit }
cage-fillings-and = , und
cage-fillings-with = ; mit { $from }
reason-cage-fillings = der Käfig { $cage } ergibt { $sum }{ $with } keine Füllung mit verschiedenen Ziffern aus seinen Kandidaten setzt { $digit } in { $cells }
reason-diagonal-fillings = die Diagonale des Little Killers { $cells } ergibt { $sum }{ $with } keine Füllung aus ihren Kandidaten (verschiedene Ziffern, wo zwei Zellen eine Box teilen) setzt { $digit } in { $target }
reason-sandwich-fillings = die Ziffern zwischen der 1 und der { $top } von { $house } ergeben { $sum }{ $with } keine Füllung aus ihren Kandidaten (jede Ziffer einmal) setzt { $digit } in { $target }
seen-by-placed-step = { $technique }: { $peer } enthält { $digit } und teilt { $house } mit { $cell }, also { $cell } <> { $digit }.
innies-intro = { $houses } { $count ->
    [1] ergibt { $total }
   *[other] ergeben { $total } (jede Ziffer { $count ->
        [2] zweimal
       *[other] { $count }-mal
    })
}; ohne { $cage_count ->
    [1] den Käfig bei { $cages }
   *[other] { $listed ->
        [yes] die Käfige bei { $cages }
       *[no] die { $cage_count } Käfige ({ $covered })
    }
} darin { $named ->
    [yes] { $cell_count ->
        [1] ist die übrige Zelle { $cells } gleich
       *[other] ergeben die übrigen Zellen { $cells }
    }
   *[no] ergeben die { $cell_count } übrigen Zellen
} { $arithmetic } = { $sum }
outies-intro = { $listed ->
    [yes] die Käfige bei { $cages } decken { $houses } ab und ergeben
   *[no] die { $cage_count } Käfige, die { $houses } abdecken, ergeben
} { $covering }; { $houses } { $count ->
    [1] ergibt { $total }
   *[other] ergeben { $total } (jede Ziffer { $count ->
        [2] zweimal
       *[other] { $count }-mal
    })
}, also { $cell_count ->
    [1] ist die Zelle der Käfige außerhalb, { $cells }, gleich
   *[other] ergeben die Zellen der Käfige außerhalb, { $cells },
} { $covering } - { $total } = { $sum }
split-area-intro = { $hidden }. { $hidden_count ->
    [1] Diese Zelle liegt
   *[other] Diese Zellen liegen
} in { $houses } (zusammen { $total }{ $count ->
    [1] {""}
   *[other] , jede Ziffer { $count ->
        [2] zweimal
       *[other] { $count }-mal
    }
}); ohne sie{ $cage_count ->
    [0] {""}
    [1] {" "}und den Käfig bei { $cages }
   *[other] {" "}und { $listed ->
        [yes] die Käfige bei { $cages }
       *[no] die { $cage_count } Käfige ({ $covered })
    }
} darin { $named ->
    [yes] { $cell_count ->
        [1] ist die übrige Zelle { $cells } gleich
       *[other] ergeben die übrigen Zellen { $cells }
    }
   *[no] ergeben die { $cell_count } übrigen Zellen
} { $arithmetic } = { $sum }
difference-intro = { $technique }: { $houses } { $count ->
    [1] ergibt { $total }
   *[other] ergeben { $total } (jede Ziffer { $count ->
        [2] zweimal
       *[other] { $count }-mal
    })
}; { $listed ->
    [yes] die Käfige bei { $cages }
   *[no] die { $cage_count } Käfige
} ergeben { $covering }, decken dort alle Zellen ab außer { $innies } und reichen mit { $outies_listed } hinaus, also { $more } = { $less } + { $larger } - { $smaller } = { $right }.
difference-bound = {" "}{ $cell } = { $expression } ist { $limits }, also { $removals }.
difference-least = mindestens { $arithmetic } = { $value }
difference-greatest = höchstens { $arithmetic } = { $value }
difference-placed = {" "}Mit { $placed }: { $equation }.
difference-partner = {" "}{ $cell } = { $expression }, und { $other } enthält { $digits }, also ist { $cell } { $values }{ $clash }: { $removals }.
difference-clash = {" "}(nicht { $digit }: { $cell } und { $other } sehen einander)
interplay-intro = { $technique }: { $house } enthält jede Ziffer einmal{ $count ->
    [1] :{" "}
   *[other] , also teilen die Käfige darin keine Ziffer:{" "}
}{ $cages }{ $others }.
interplay-leaves = {" "}{ $sets } { $count ->
    [1] ließe
   *[other] ließen jeweils
} den anderen Zellen Ziffern, die sie nicht aufnehmen können: { $reason }.
interplay-left = {" "}Damit bleibt dem Käfig bei { $cage } { $sets }, ohne { $digits }.
interplay-cage = der Käfig bei { $cage } enthält { $sets }{ $with }
interplay-cage-placed = {" "}in { $open } (mit { $placed })
interplay-others = ; { $count ->
    [1] die andere Zelle { $cells } nimmt die übrige Ziffer
   *[other] die anderen Zellen { $cells } nehmen die übrigen Ziffern
}
interplay-clashes = {" "}{ $sets } im Käfig bei { $cage } { $count ->
    [1] teilt
   *[other] teilen
} eine Ziffer mit jeder Menge des Käfigs bei { $other }.
interplay-no-company = {" "}Mit { $sets } im Käfig bei { $cage } haben die anderen Käfige keine Mengen, die dazu passen{ $others ->
    [cells] {" "}und den anderen Zellen Ziffern lassen, die sie enthalten
   *[cages] {""}
}.
interplay-others-lose = {" "}Jede Wahl der Mengen setzt { $digits } in die Käfige, also verlieren die anderen Zellen { $count ->
    [1] diese Ziffer
   *[other] diese Ziffern
}.
cage-intro = der Käfig aus { $size ->
    [1] einer Zelle
   *[other] { $size } Zellen
} bei { $cell } ergibt { $sum }
little-killer-intro = { $clue } sagt, dass die Zellen seiner Diagonale { $cells } zusammen { $sum } ergeben
sets-made = { $count } verschiedene Ziffern ergeben { $sum } als { $sets }.
sets-made-without = { $noun ->
    [cage] keine Zelle des Käfigs
   *[cells] keine dieser Zellen
} enthält { $absent }, also ergeben { $count } verschiedene der übrigen Ziffern { $sum } als { $sets }.
sets-made-from = { $noun ->
    [cage] die Zellen des Käfigs
   *[cells] diese Zellen
} enthalten nur { $held }, und { $count } verschiedene davon ergeben { $sum } als { $sets }.
misfit-no-cell-holds = { $noun ->
    [cage] keine Zelle des Käfigs
   *[cells] keine dieser Zellen
} enthält { $digit }
misfit-holds-none = { $cell } enthält keine von { $digits }
misfit-holds-none-of-sets = { $cell } enthält keine Ziffer { $count ->
    [2] der beiden
   *[other] dieser Mengen
}
misfit-crowded-sets = jede hat { $size } Ziffern, die nur { $cells } { $count ->
    [1] enthält
   *[other] enthalten
}
misfit-crowded = nur { $cells } { $count ->
    [1] enthält
   *[other] enthalten
} { $digits }
misfit-no-spread = die Ziffern lassen sich nicht je einer Zelle zuordnen
set-for-cells = { $set } für { $cells }
the-other-cells = die anderen Zellen
left-over-missing = { $count ->
    [1] , die { $digit } nicht enthält
    [2] , und keine von beiden enthält { $digit }
   *[other] , und keine von ihnen enthält { $digit }
}
left-over-holds-none = , und { $cell } enthält keine davon
left-over-crowded = , aber nur { $cells } { $count ->
    [1] enthält
   *[other] enthalten
} { $digits }
left-over-no-spread = , die sich nicht je einer von ihnen zuordnen lassen
placed-part = ; mit { $placed } ergeben seine anderen Zellen { $sum }
one-cell-is = , also ist { $cell } { $sum }.
no-fitting-set-has = {" "}Keine passende Menge hat { $digits }.
pigeonhole = {" "}Jede verbliebene Menge hat { $all ->
    [yes] { $digits }
   *[no] { $count ->
        [1] { $either }
       *[other] { $count } von { $digits }
    }
}; nur { $cells } { $count ->
    [1] enthält
   *[other] enthalten
} sie hier, also { $count ->
    [1] enthält sie
   *[other] enthalten sie
} nichts anderes.
would-leave = ließe { $reasons }
or-separator = ; oder{" "}
sets-do-not-fit = {" "}{ $sets } { $count ->
    [1] passt nicht
   *[other] passen nicht
}: { $reason }.
cage-holds-digit-in-house = , also enthält der Käfig { $digit }, nur in { $places }, alle in { $house }; also verliert der Rest von { $house } die { $digit }
in-cells-inside-house = in { $cells }, alle in { $house }
inside-house-each = alle in { $house } ({ $each })
cage-holds-digits-in-house = , also enthält der Käfig sie, nur { $where_they_fit }; also verliert der Rest von { $house } sie
cage-overlap-step = { $technique }: { $intro }: { $sets }{ $misfits } { $every ->
    [all] Jede Menge enthält
   *[fitting] Jede passende Menge enthält
} { $digits }{ $fits_only }: { $eliminations }.
house-digit-in-one-cage = { $technique }: in { $house } passt { $digit } nur in { $places }, alle im Käfig bei { $cage }, also enthält der Käfig { $digit } dort{ $outside }.
cage-others-cannot = , und seine anderen Zellen können es nicht: { $cells } <> { $digit }
only-set-holds = nur { $set } enthält { $digit }
sets-that-hold = die Mengen mit { $digit } sind { $sets }
cage-sets-holding = {" "}Und { $intro }; von den Mengen aus { $count } verschiedenen Ziffern, die { $sum } ergeben: { $holding }.{ $misfits } Keine Menge, die { $digit } enthält und passt, hat { $gone }, also { $eliminations }.
loose-sum-intro = { $technique }: { $intro }{ $placed }. { $apart ->
    [placed] Ihre offenen Zellen sehen einander; nur eine gesetzte Ziffer darf sich wiederholen.
   *[open] Sie sehen einander nicht alle, also dürfen sich Ziffern wiederholen.
}
would-leave-for-cell = ließe { $left } für { $cell }, die das nicht enthält
would-leave-for-cells = ließe { $left } für { $cells }, was keine ihrer Kandidaten ergeben{ $apart ->
    [all] {" "}(mit verschiedenen Ziffern: sie sehen einander)
    [some] {" "}(mit verschiedenen Ziffern, wo zwei von ihnen einander sehen)
   *[none] {""}
}
would-leave-beyond = ließe { $range ->
    [yes] { $over ->
        [yes] mindestens { $left }
       *[no] höchstens { $left }
    }
   *[no] { $left }
} für { $cells }, { $count ->
    [1] die
   *[other] { $different ->
        [yes] die einander sehen und so
        [some] die sich unterscheiden, wo zwei einander sehen, und so
       *[no] die zusammen
    }
} { $over ->
    [yes] höchstens
   *[no] mindestens
} { $bound } { $count ->
    [1] ist
   *[other] ergeben
}
would-sentence = {" "}{ $cell } = { $digit } { $why }.
so-removals = {" "}Also { $eliminations }.
status-still-counting = Die Lösungen des Rätsels werden noch gezählt: frage gleich noch einmal nach { $question }.
status-cannot-answer-undecided = { $question } lässt sich nicht beantworten: die Suche gab auf, bevor sie feststellen konnte, ob das Rätsel eine Lösung hat.
status-cannot-answer-count = { $question } lässt sich nicht beantworten: Fragen brauchen ein Rätsel mit genau einer Lösung, und dieses hat { $count ->
    [none] keine Lösung
   *[multiple] mehrere Lösungen
}.
status-thinking-about = Denke über { $question } nach...
status-question-mode-on = Fragemodus: wähle eine Zelle und tippe eine Ziffer, um zu fragen, warum sie dort nicht stehen kann (bei einer von dir gesetzten Ziffer: ob sie richtig ist). Ein Rechtsklick auf einen Kandidaten fragt auch.
status-question-mode-off = Fragemodus aus.
status-cannot-answer = { $question } lässt sich nicht beantworten: { $reason }.
nothing-rules-out = Nichts schließt von hier aus { $digit } in { $cell } aus: sie ist dort möglich.
status-walkthrough-closed = Durchgang geschlossen.
status-no-step-to-explain = Noch kein Schritt zum Erklären: mache zuerst einen Schritt.
status-no-proof = { $technique } hat keinen Beweis zum Durchgehen: Ketten- und Forcing-Schritte haben einen.
status-walk-end = { $status } (in dieser Richtung kein weiteres Faktum)
this-proof = diesem Beweis
nested-proof = dem verschachtelten Beweis (Ebene { $level })
walk-fact = Faktum #{ $id }, { $at } von { $of } in { $proof }: { $fact } - { $reason }
sentence = { $text }.
status-no-digit-highlighted = Keine Ziffer ist hervorgehoben.
status-digit-highlighted = { $digit } hervorgehoben: Kandidat in { $open } Zellen, gesetzt in { $placed } von { $n }. Tippe { $digit } noch einmal (ohne gewählte Zelle) oder drücke Escape zum Aufheben.
status-bivalue-on = Die { $count } Zellen mit genau zwei Kandidaten sind hervorgehoben.
status-bivalue-off = Zellen mit zwei Kandidaten sind nicht hervorgehoben.
status-peers-off = Die Zellen, die die gewählte Zelle sehen, sind nicht hervorgehoben.
status-peers-no-cell = Klicke eine Zelle an: die Zellen, die sie sehen (ihre Zeile, Spalte und ihr Block), werden hervorgehoben.
status-peers-on = Die Zellen, die die gewählte Zelle sehen (ihre Zeile, Spalte und ihr Block), sind hervorgehoben.
status-colouring-in = Färben in { $paint ->
    [blue] blau
    [green] grün
    [orange] orange
   *[pink] rosa
}: klicke einen Kandidaten an, um ihn zu färben (nochmals, um die Farbe zu entfernen); Zurück nimmt eine Färbung zurück.
status-colouring-off = Färben ist aus: ein Klick wählt wieder eine Zelle.
status-not-paintable = { $digit } ist kein Kandidat von { $cell }: nur Kandidaten lassen sich färben.
you-unpainted = Du hast die Farbe von { $digit } in { $cell } entfernt
you-painted = Du hast { $digit } in { $cell } { $paint ->
    [blue] blau
    [green] grün
    [orange] orange
   *[pink] rosa
} gefärbt
status-nothing-painted = Kein Kandidat ist gefärbt.
you-cleared-colours = Du hast die Farben entfernt
status-filled-right = {" "}Das Rätsel ist gelöst: jede Ziffer ist richtig.
status-filled-wrong = {" "}Jede Zelle ist gefüllt, aber nicht jede Ziffer ist richtig.
status-filled = {" "}Jede Zelle ist gefüllt.
status-check-off = Falsche Ziffern werden nicht gezeigt.
status-cannot-check = Ziffern lassen sich nicht prüfen: das Rätsel hat keine eindeutige Lösung zum Vergleichen.
status-check-all-right = Prüfen: jede gesetzte Ziffer ist richtig.
status-check-wrong = Prüfen: { $count ->
    [1] 1 falsche Ziffer
   *[other] { $count } falsche Ziffern
} (rot gezeigt): { $cells }. Ein Rechtsklick auf eine zeigt den Widerspruch, zu dem sie führt.
status-erase-no-cell = Klicke zuerst eine Zelle an, dann lösche sie.
status-pencil-on = Notizmodus: getippte Ziffern setzen oder entfernen Notizen.
status-pencil-off = Ziffernmodus: getippte Ziffern werden gesetzt.
move-given = { $cell } ist eine Vorgabe des Rätsels und lässt sich nicht ändern
move-no-such-digit = { $digit } ist keine Ziffer dieses Bretts (1 bis { $n })
move-seen-by-peer = { $digit } kann nicht in { $cell } stehen: { $peer } im selben Haus enthält sie schon
move-solved-cell = { $cell } enthält eine Ziffer: lösche sie, bevor du Notizen schreibst
move-already-empty = { $cell } ist schon leer
you-placed = Du hast { $digit } in { $cell } gesetzt
you-erased-digit = Du hast { $digit } aus { $cell } gelöscht
you-erased = Du hast { $cell } geleert
you-removed-mark = Du hast die Notiz { $digit } aus { $cell } entfernt
you-added-mark = Du hast die Notiz { $digit } in { $cell } hinzugefügt
your-move = Dein Zug
your-colouring = Deine Färbung
cells-and-more = { $cells } und { $more } weitere
technique-in-house = { $technique } in { $house }
a-guess = geraten: kein einzelner Schritt deiner Techniken zeigt ihn hier
a-mistake = ein Fehler
not-judged-no-unique-solution = nicht beurteilt: das Rätsel hat keine eindeutige Lösung, an der es sich messen ließe
not-judged-lost-since = nicht beurteilt: die Stellung hat keine Lösung mehr seit { $cause } in Zeile { $row }
not-judged-lost = nicht beurteilt: die Stellung hatte ihre Lösung schon verloren
not-judged-erase = nicht beurteilt: Löschen einer Ziffer wird nicht beurteilt
not-judged-added-mark = nicht beurteilt: Hinzufügen einer Notiz wird nicht beurteilt
your-digit-in = deiner { $digit } in { $cell }
your-removal-from = deinem Streichen der { $digit } in { $cell }
proof-heading = Beweis ({ $own } Fakten{ $all ->
    [0] {""}
   *[other] , { $all } mit den verschachtelten Beweisen
})
window-progress = Fortschritt
window-techniques = Techniken
window-difficulty = Was es schwer macht
window-new-puzzle = Neues Rätsel
window-experiments = Experimente
window-all-steps = Alle Schritte
window-guide = Technik-Leitfaden
all-steps-intro = Liste jeden Schritt auf, den die eingeschalteten Techniken in der aktuellen Stellung finden.
all-steps-find = Alle Schritte finden
all-steps-sort = Sortieren:
all-steps-by-difficulty = Nach Schwierigkeit
all-steps-by-eliminations = Nach Streichungen
all-steps-apply = Ausgewählten anwenden
all-steps-none = Keine eingeschaltete Technik findet hier einen Schritt.
not-solved = nicht gelöst
level-and-score = { $level }, { $score }{ $guesses ->
    [0] {""}
    [1] {" "}(1 Rateschritt)
   *[other] {" "}({ $guesses } Rateschritte)
}
without-technique = ohne { $technique }: { $outcome }
level-reason-technique = { $level }: die schwerste Technik auf dem Weg ist { $technique }, eingestuft als { $level }{ $within }.
level-limit = der Grenze von { $level } ({ $max })
level-reason-score = { $level }: die schwerste Technik auf dem Weg ist { $technique }, eingestuft als { $from }, aber die Punktzahl { $score } liegt über { $limits }, also steigt die Stufe.
within-limit = , und die Punktzahl { $score } liegt innerhalb der Grenze von { $level } ({ $max })
difficulty-no-puzzle = Kein Rätsel geladen.
difficulty-rating = Bewerte das Rätsel...
difficulty-unrated = Deine Techniken lösen dieses Rätsel nicht, also gibt es keine Bewertung zum Zerlegen.
difficulty-several-solutions = Das Rätsel hat mehr als eine Lösung: keine Bewertung.
difficulty-no-solution = Das Rätsel hat keine Lösung: keine Bewertung.
difficulty-not-rated-yet = Das Rätsel ist noch nicht bewertet.
difficulty-heading = { $level }, Punktzahl { $score }
difficulty-score-by-technique = Punkte nach Technik
difficulty-without-heading = Ohne jede der schwersten Techniken
difficulty-weighing = Bewerte das Rätsel ohne jede von ihnen...
difficulty-only-singles = Nur Singles: kein Schritt braucht mehr als leichte Techniken.
difficulty-steps-above-easy = Schritte über Leicht, schwerste Technik zuerst (klicke einen Schritt an, um ihn zu sehen)
difficulty-share = { $technique } ({ $level }, je { $points } Punkte): { $count ->
    [1] 1 Schritt
   *[other] { $count } Schritte
}
difficulty-step-link = Schritt { $number }
difficulty-step-link-does = Diesen Schritt im Protokoll zeigen
difficulty-column-technique = Technik
difficulty-column-level = Stufe
difficulty-column-steps = Schritte
difficulty-column-points = Punkte
difficulty-total = Summe
new-puzzle-size = Größe
new-puzzle-difficulty = Schwierigkeit
new-puzzle-no-technique = keine Technik
new-puzzle-practise = Üben
new-puzzle-practise-does = Ein Rätsel, dessen Lösungsweg diese Technik braucht und nichts Schwereres; es öffnet dort, wo die Technik greift, der Schritt verborgen, bis du nach einem Tipp fragst
new-puzzle-variant = Variante:
new-puzzle-sudoku-x = Sudoku X
new-puzzle-windoku = Windoku
new-puzzle-jigsaw = Jigsaw
new-puzzle-anti-knight = Anti-Springer
new-puzzle-anti-king = Anti-König
new-puzzle-odd-even = Gerade/ungerade
new-puzzle-killer = Killer
new-puzzle-thermometer = Thermometer
new-puzzle-arrow = Pfeil
new-puzzle-kropki = Kropki
new-puzzle-xv = XV
new-puzzle-nonconsecutive = Nicht aufeinanderfolgend
new-puzzle-whispers = Deutsche Flüsterlinien
new-puzzle-renban = Renban
new-puzzle-palindrome = Palindrom
new-puzzle-little-killer = Little Killer
new-puzzle-sandwich = Sandwich
rule-sudoku-x = Sudoku X
rule-windoku = Windoku
rule-jigsaw = Jigsaw
rule-anti-knight = Anti-Springer
rule-anti-king = Anti-König
rule-odd-even = Gerade/Ungerade
rule-killer = Killer-Käfige
rule-thermometer = Thermometer
rule-arrow = Pfeile
rule-kropki = Kropki-Punkte
rule-xv = XV-Markierungen
rule-nonconsecutive = die Regel 'nicht aufeinanderfolgend'
rule-whispers = deutsche Flüsterlinien
rule-renban = Renban-Linien
rule-palindrome = Palindrom-Linien
rule-little-killer = Little-Killer-Hinweise
rule-sandwich = Sandwich-Hinweise
new-puzzle-variant-does = Regeln zusätzlich zu den klassischen, einzeln oder zusammen; Jigsaw zeichnet für jedes Rätsel neue Gebiete, Gerade/ungerade neue Markierungen, Killer neue Käfige (und keine Vorgaben) und Thermometer neue Thermometer
new-puzzle-seed = Startwert
new-puzzle-symmetric = Symmetrische Vorgaben
new-puzzle-killer-no-givens = Ein Killer hat keine Vorgaben
new-puzzle-generating = Erzeuge: Versuch { $attempt } von höchstens { $most }...
new-puzzle-cancel = Abbrechen
new-puzzle-opens-where = Öffnet dort, wo { $technique } greift: finde es oder drücke Tipp.
new-puzzle-small-boards = 4x4-Bretter gibt es nur leicht, 6x6 bis Unfair.
new-puzzle-generate = Erzeugen
guide-variants = Varianten
guide-level-score = Stufe { $level }, { $score } Punkte pro Einsatz
guide-also-called = Auch genannt: { $names }
guide-picture = Das Beispiel für { $technique }, wo die Technik greift: { $step }
guide-picture-stepping = Das Beispiel wird bis zu dieser Technik gelöst...
guide-show-me = Zeig es mir
guide-show-me-does = Das mitgelieferte Beispiel öffnen und bis dorthin lösen, wo diese Technik greift
guide-show-me-none = Noch kein mitgeliefertes Rätsel braucht diese Technik (keine der Sammlungen in tests/data erreicht sie)
guide-practise = Üben
guide-practise-does = Ein 9x9-Rätsel erzeugen, dessen Lösungsweg diese Technik braucht und nichts Schwereres, geöffnet dort, wo sie greift (der Schritt verborgen, bis du nach einem Tipp fragst)
guide-practise-none = Nur die Techniken, die in der Standardreihenfolge eingeschaltet sind (nicht Candidate Elimination oder Brute Force), lassen sich üben
drill-bar = Übung { $number } von { $of }: { $technique }
guide-drill = Übung versuchen
guide-drill-does = eine Runde von 5 Stellungen, in denen diese Technik als erste greift: markiere, was sie streicht (oder setze ihre Ziffer), und drücke Übung prüfen
guide-drill-none = Keine Übungen für diese Technik: nur die Techniken der Standardreihenfolge außer Candidate Elimination, Brute Force, den Erzwingungssuchen und den seltensten Fischen und Rechtecken haben Übungen
progress-practise-next = Als Nächstes üben
progress-next-new = (Strg+P): { $technique }, eine Technik, die du noch nicht beherrschst, in einem Rätsel der Stufe { $level }.
progress-next-review = (Strg+P): { $technique }, zur Wiederholung fällig seit { $due }, in einem Rätsel der Stufe { $level }.
progress-next-review-drills = (Strg+P): { $technique }, zur Wiederholung fällig seit { $due }, in einer Übungsrunde.
progress-drill-next-does = Eine Runde aus 5 Übungen zu dem, was Als Nächstes üben üben würde (auch im Menü Datei)
progress-drill = Üben
progress-drill-does = eine Runde aus 5 Übungen zu { $technique }
progress-next-nothing = Jede Technik ist gemeistert, und keine Wiederholung ist fällig.
progress-finished = Gelöste Rätsel: { $count }, davon { $unaided } ohne Tipp oder Löserschritt.
progress-mastery = Beherrschung jeder Technik: die Wahrscheinlichkeit, dass du sie kannst, aus den Zügen, die sie begründet hat (hoch), und den Tipps und Fehlern in ihrer Nähe (runter); { $percent } % gelten als gemeistert.
progress-level-mastered = { $level }: { $mastered } von { $count } gemeistert
progress-never = nie
progress-mastered-mark = , gemeistert
progress-review = , Wiederholung { $due }
progress-counts = gesehen { $met }, gemacht { $done }, Tipps { $hints }, Fehler { $mistakes }, Übungen { $drills_right }/{ $drills }, zuletzt { $last }{ $review }
progress-no-puzzles = Löse ein Rätsel, um hier deine Rätsel im Zeitverlauf zu sehen.
progress-days-since = Tage seit { $first }
progress-level-axis = Stufe
progress-unaided = ohne Hilfe
progress-with-help = mit Hilfe
techniques-intro = Schritt, Lösen und Tipps probieren diese der Reihe nach; wähle eine aus, um sie zu verschieben oder auszuschalten.
techniques-move-up = Nach oben
techniques-move-down = Nach unten
techniques-turn-off = Ausschalten
techniques-turn-on = Einschalten
techniques-reset = Standard wiederherstellen
techniques-off-mark = {" "}(aus)
path-box-heading = Pfad eingeben
path-box-hint = ein Pfad
path-box-ok = OK
path-box-cancel = Abbrechen
exp-random-givens = Zufällige Vorgaben
exp-solve-collection = Eine Sammlung lösen
exp-run = Starten
exp-cancel = Abbrechen
exp-export-csv = CSV exportieren...
exp-copy-csv = CSV kopieren
exp-board = Brett:
exp-givens-from = Vorgaben von
exp-to = bis
exp-boards-per-count = Bretter pro Anzahl
exp-seed = Startwert
exp-bundled-top95 = Mitgeliefertes top95 (95 Rätsel)
exp-file = Datei:
exp-path-hint = Pfad zu einer Rätseldatei
exp-browse = Durchsuchen...
exp-solved-with = Gelöst mit den Techniken aus Ansicht > Techniken, in ihrer Reihenfolge.
exp-random-empty = Starte das Experiment, um den Anteil lösbarer Bretter pro Anzahl Vorgaben zu sehen.
exp-share-heading = Anteil der Bretter (%) nach Anzahl Vorgaben
exp-givens-axis = Vorgaben
exp-percent-axis = % der Bretter
exp-solvable = lösbar
exp-unique = eindeutige Lösung
exp-time-heading = Mittlere Zeit zur Entscheidung der Lösbarkeit (ms) nach Anzahl Vorgaben
exp-ms = ms
exp-mean-time = mittlere Zeit
exp-collection-empty = Starte das Experiment, um Lösezeiten und das Technik-Histogramm zu sehen.
exp-solve-time-heading = Lösezeit (ms) nach Anzahl leerer Zellen
exp-empty-cells = leere Zellen
exp-solved = gelöst
exp-not-solved = nicht gelöst
exp-steps-per-technique = Schritte pro Technik
exp-steps = Schritte
exp-progress = { $done } von { $total }
typing-note = { $value } getippt: tippe eine zweite Ziffer für { $lowest }-{ $highest } oder Enter für { $value }.
zoom-note = Die Kandidaten sind in dieser Größe zu klein zum Lesen: Strg++ vergrößert.
no-puzzle-loaded = Kein Rätsel geladen. Nutze Datei > Öffnen oder ziehe eine Datei auf das Fenster.
board-label = Sudoku-Brett
reading-given = Vorgabe { $digit }
reading-placed-by-step = { $digit }, gesetzt von Schritt { $row } ({ $technique })
reading-your-digit = { $digit }, deine Ziffer
reading-empty-no-candidates = leer, keine Kandidaten
reading-empty-candidate = leer, Kandidat { $digit }
reading-empty-candidates = leer, Kandidaten { $digits }
reading-empty = leer
reading-wrong = , falsch
reading-step-places = , der Schritt setzt { $digits }
reading-step-removes = , der Schritt streicht { $digits }
reading-pattern = , Muster { $digits }
reading-fin = , Flosse { $digits }
reading-chain-true = , wahr in der Kette: { $digits }
reading-chain-false = , falsch in der Kette: { $digits }
reading-premise = , eine Voraussetzung dieses Faktums
reading-fin-cell = , Flossenzelle
reading-pattern-cell = , Musterzelle
reading-in-group = , in Gruppe { $number }
reading-painted-digit = { $digit } { $paint ->
    [blue] blau
    [green] grün
    [orange] orange
   *[pink] rosa
}
reading-painted = , gefärbt { $paints }
reading-on-diagonal = , auf { $house }
reading-odd = , ungerade
reading-even = , gerade
reading-cage-sum = , Käfig aus { $size ->
    [1] 1 Zelle
   *[other] { $size } Zellen
}, Summe { $sum }
reading-cage-no-sum = , Käfig aus { $size ->
    [1] 1 Zelle
   *[other] { $size } Zellen
}, ohne Summe
reading-thermometer-bulb = , Kugel eines Thermometers aus { $count } Zellen
reading-thermometer = , Zelle { $place } von { $count } des Thermometers ab { $bulb }
reading-whisper = , auf einer Flüsterlinie neben { $neighbours }
reading-renban = , auf einer Renban-Linie aus { $count } Zellen
reading-palindrome = , auf einem Palindrom aus { $count } Zellen, gespiegelt in { $mirror }
reading-palindrome-middle = , die mittlere Zelle eines Palindroms aus { $count } Zellen
reading-little-killer = , auf der Diagonale von { $clue }
reading-sandwich = , gezählt von { $clue }
reading-white-dot = , weißer Punkt mit { $other }
reading-black-dot = , schwarzer Punkt mit { $other }
reading-x = , X mit { $other }
reading-v = , V mit { $other }
status-no-puzzle-yet = Kein Rätsel geladen: öffne eine Datei.
the-puzzle-capital = Das Rätsel
the-puzzle = das Rätsel
replace-by-opening = das Öffnen von { $name }
replace-by-pasted = das eingefügte Rätsel
replace-by-example = das Beispiel für { $technique }
replace-by-practice = ein Übungsrätsel
replace-by-daily = das Rätsel des Tages
replace-by-new = ein neues Rätsel
resume-heading = Spiel fortsetzen?
resume-question = Dein Spiel { $name } ({ $rows ->
    [1] 1 Protokollzeile
   *[other] { $rows } Protokollzeilen
}) wurde beim letzten Schließen von Sudoku Stepper aufbewahrt. Dort weitermachen, wo du aufgehört hast? (Nicht jetzt bewahrt es auf, bis du in einem anderen Rätsel einen Schritt oder Zug machst.)
resume-yes = Fortsetzen
resume-no = Nicht jetzt
replace-question = Das laufende Rätsel ersetzen? { $name } hat { $count ->
    [1] 1 Schritt oder Zug
   *[other] { $count } Schritte und Züge
} im Protokoll; { $what } tritt an seine Stelle, und sie sind verloren.
status-kept = { $name } mit { $count ->
    [1] 1 Schritt oder Zug
   *[other] { $count } Schritten und Zügen
} behalten.
status-answer-replace = Das laufende Rätsel ersetzen? Antworte im Dialog: Ersetzen oder Dieses Rätsel behalten.
status-daily-practises = Das Rätsel des Tages ({ $level }) übt { $technique }: die schwerste Technik, die es braucht und die du noch nicht beherrschst.
status-daily-mastered = Das Rätsel des Tages ({ $level }) braucht nur Techniken, die du beherrschst.
status-reset-profile-armed = Profil zurücksetzen löscht { $puzzles ->
    [1] 1 gelöstes Rätsel
   *[other] { $puzzles } gelöste Rätsel
} und die Aufzeichnungen zu { $techniques ->
    [1] 1 Technik
   *[other] { $techniques } Techniken
} (Datei > Profil exportieren behält eine Kopie): wähle Profil zurücksetzen noch einmal, um sie zu löschen.
status-profile-anew = Das Lernprofil beginnt neu.
status-profile-imported = Lernprofil aus { $name } importiert: { $puzzles ->
    [1] 1 gelöstes Rätsel
   *[other] { $puzzles } gelöste Rätsel
}, Aufzeichnungen zu { $techniques ->
    [1] 1 Technik
   *[other] { $techniques } Techniken
}.
status-profile-unchanged = Dein Profil ist unverändert.
status-nothing-to-practise = Nichts zu üben: jede Technik, die ein Rätsel üben kann, ist gemeistert, und keine Wiederholung ist fällig.
practise-review-due = eine Wiederholung, fällig seit { $due }
practise-next-unmastered = die nächste Technik, die du noch nicht beherrschst
practise-next-unmastered-after = die nächste Technik, die du noch nicht beherrschst; was sie voraussetzt, beherrschst du ({ $before })
status-practise-next = Als Nächstes üben: { $technique }, { $why }. Erzeuge ein Rätsel der Stufe { $level }...
status-review-drills = Als Nächstes üben: { $technique }, { $why }: eine Runde aus { $of } Übungen. Suche die erste Stellung...
practice-level-above = Dieses Rätsel der Stufe { $level } liegt eine Stufe über { $hardest }, der schwersten Stufe, die du ohne Hilfe gelöst hast.
practice-level-first = Dieses Rätsel der Stufe { $level } ist von der ersten Stufe: Du hast noch kein Rätsel ohne Hilfe gelöst.
practice-level-top = Dieses Rätsel der Stufe { $level } ist von der schwersten Stufe, die du schon ohne Hilfe gelöst hast.
practice-level-technique = Dieses Rätsel der Stufe { $level } hat die Stufe von { $technique }, über der schwersten Stufe, die du ohne Hilfe gelöst hast ({ $hardest }).
practice-level-none-unaided = noch keine
practice-level-fell-back = Kein Rätsel der Stufe { $asked }, das { $technique } braucht, fand sich in { $seconds } Sekunden, darum hat dieses die Stufe { $level }, die von { $technique }.
status-no-rated-path = Das Rätsel hat noch keinen bewerteten Lösungsweg.
status-log-left-path = Das Protokoll verlässt den bewerteten Lösungsweg bei seinem Eintrag { $row }: nimm die Einträge ab dort zurück (Zurück) oder setze zurück, dann klicke Schritt { $number } noch einmal an.
took-step-to-show = {" "}Schritt { $number } wurde gemacht, um ihn zu zeigen; Zurück nimmt ihn zurück.
took-steps-to-show = {" "}Schritte { $first }-{ $last } wurden gemacht, um ihn zu zeigen; Zurück nimmt sie einzeln zurück.
status-path-step = Schritt { $number } des bewerteten Wegs: { $technique }. Das Brett zeigt ihn wie die Protokollzeile.{ $taken }
copied-digits-no-givens = die Ziffern ({ $count } Zeichen; diese Stellung hat keine Vorgaben, da jede Ziffer eines Notizen-Gitters oder einer Kandidatenzeichenkette als gesetzt gilt)
copied-givens = die Vorgaben ({ $count } Zeichen)
copied-digits = die Vorgaben und gesetzten Ziffern ({ $count } Zeichen)
copied-pencil-marks = die Stellung als Notizen-Gitter
cannot-copy-pencil-marks = Ein Notizen-Gitter kann diese Stellung nicht fassen (es braucht die übliche Blockform für die Größe, eine Zelle mit zwei oder mehr Kandidaten und über 9x9 irgendwo eine Ziffer ab 10): kopiere sie stattdessen als Kandidatenzeichenkette.
copied-candidate-string = die Stellung als Kandidatenzeichenkette ({ $count } Zeichen)
copied-hodoku-line = die Stellung als HoDoKu-Bibliothekszeile
cannot-copy-hodoku-line = Eine HoDoKu-Bibliothekszeile fasst Bretter bis 9x9 (ein Zeichen pro Ziffer): kopiere diese Stellung stattdessen als Kandidatenzeichenkette.
copied-fpuzzles-link = das Rätsel als f-puzzles-Link (seine Vorgaben und Variantenregeln)
copied-fpuzzles-link-digits = das Rätsel als f-puzzles-Link (seine Vorgaben und Variantenregeln; die gesetzten Ziffern gehören nicht dazu)
cannot-copy-variant = { $form ->
    [pencil-marks] Ein Notizen-Gitter
    [candidate-string] Eine Kandidatenzeichenkette
   *[hodoku] Eine HoDoKu-Bibliothekszeile
} kann die Variantenregeln dieses Bretts nicht fassen: kopiere stattdessen das Rätsel (Bearbeiten > Stellung kopieren, Strg+C) als f-puzzles-Link.
status-nothing-to-copy = Kein Rätsel geladen: es gibt nichts zu kopieren.
status-copied = { $what } in die Zwischenablage kopiert.
status-clipboard-empty = Die Zwischenablage enthält keinen Text zum Einfügen: kopiere ein Rätsel (eine Ziffernzeile, ein Gitter, Notizen, eine Kandidatenzeichenkette oder eine HoDoKu-Bibliothekszeile) und füge erneut ein.
status-clipboard-refused = Der Browser hat der Seite das Lesen der Zwischenablage nicht erlaubt: drücke stattdessen Strg+V (Cmd+V auf dem Mac) auf dem Brett, um einzufügen.
status-nothing-to-draw = Kein Rätsel geladen: es gibt nichts zu zeichnen.
status-nothing-for-worksheet = Kein Rätsel geladen: es gibt nichts für ein Arbeitsblatt.
status-writing-worksheet = Schreibe das Arbeitsblatt nach { $folder }...
status-worksheet-cancelled = Das Arbeitsblatt wurde abgebrochen.
status-worksheet-written = Arbeitsblatt { $page } (und worksheet.md) geschrieben. { $summary }
status-worksheet-downloaded = Arbeitsblatt { $page } heruntergeladen: eine Seite mit ihren Bildern darin. { $summary }
web-downloads = deine Downloads
status-job-failed = Die Arbeit im Hintergrund brach mit einem Fehler ab; das Rätsel ist unverändert.
job-failed = Die Arbeit im Hintergrund brach mit einem Fehler ab ({ $reason }). Versuche es noch einmal; geschieht es wieder, lade die Seite neu.
status-worksheet-not-written = Das Arbeitsblatt konnte nicht geschrieben werden.
worksheet-step = Schritt { $number }
worksheet-steps = Schritte { $first }-{ $last }
worksheet-candidate-elimination = Candidate Elimination (jede Zelle verliert die Ziffern, die ihre Häuser enthalten)
worksheet-count-by = { $count } durch { $technique }
worksheet-singles = Singles ({ $techniques })
worksheet-digit-by-digit = , Ziffer für Ziffer in der Reihenfolge, in der sie gesetzt werden
worksheet-rated = Bewertet als { $level } ({ $score }) mit den Standardtechniken von Sudoku Stepper: { $steps } Schritte, { $shown } davon über Singles hinaus.
worksheet-stuck = Nicht bewertet: die Techniken halten nach { $steps } Schritten an, ohne es zu lösen.
worksheet-no-solution = Nicht bewertet: das Rätsel hat keine Lösung.
worksheet-not-unique = Nicht bewertet: das Rätsel hat mehr als eine Lösung, also werden nur die Schritte gezeigt, die für jede Lösung gelten.
worksheet-undecided = Nicht bewertet: die Suche konnte nicht entscheiden, ob das Rätsel eine Lösung hat.
worksheet-level-reason = Was die Stufe bestimmt hat: { $reason }
worksheet-about = { $n }x{ $n }, { $givens } Vorgaben. { $rating }
worksheet-about-variant = { $n }x{ $n } { $variant }, { $givens } Vorgaben. { $rating } Auf einem Variantenbrett sind die Eindeutigkeitstechniken aus.
worksheet-title = Arbeitsblatt: { $name }
worksheet-the-puzzle = Das Rätsel
worksheet-step-heading = Schritt { $number }: { $technique }
worksheet-solved-after = Gelöst nach { $steps } Schritten.
worksheet-ends-unsolved = Der Weg endet nach { $steps } Schritten, ungelöst.
worksheet-the-solution = Die Lösung
worksheet-summary = { $about } Bilder: { $pictures } ({ $shown } Schritte, das Rätsel{ $solved ->
    [yes] {" "}und die Lösung
   *[no] {""}
}).
rate-steps-above-easy = Schritte über Leicht, schwerste Technik zuerst:
rate-share = { $technique } ({ $level }, je { $points } Punkte): { $count ->
    [1] Schritt
   *[other] Schritte
} { $numbers }
step-count = { $count ->
    [1] 1 Schritt
   *[other] { $count } Schritte
}
solve-invalid = ungültig: { $reason }
solve-not-unique = nicht eindeutig: das Rätsel hat mehr als eine Lösung, also keinen logischen Lösungsweg; { $steps ->
    [1] 1 Schritt, der für jede Lösung gilt
   *[other] { $steps } Schritte, die für jede Lösung gelten
}
solve-undecided = unentschieden: die Backtracking-Suche gab auf, bevor sie feststellen konnte, ob das Rätsel eine Lösung hat; { $steps ->
    [1] 1 Schritt, der für jede Lösung gilt, hat
   *[other] { $steps } Schritte, die für jede Lösung gelten, haben
} es nicht gelöst
solve-summary = { $result ->
    [solved] gelöst
   *[stuck] festgefahren
} nach { $steps ->
    [1] 1 Schritt
   *[other] { $steps } Schritten
}, { $guesses ->
    [1] 1 Rateschritt
   *[other] { $guesses } Rateschritte
}; Stufe { $level }, Punktzahl { $score }
rate-several-solutions = nicht bewertet: mehr als eine Lösung
rate-no-solution = nicht bewertet: keine Lösung
rate-undecided = nicht bewertet: es ließ sich nicht entscheiden, ob es eine Lösung hat (die Backtracking-Suche gab auf)
rate-stuck = nicht bewertet: die Techniken halten nach { $steps ->
    [1] 1 Schritt
   *[other] { $steps } Schritten
} an, ohne es zu lösen
rate-variant-board = ; { $variant }-Brett, Eindeutigkeitstechniken aus
rate-rated = { $level }, Punktzahl { $score } ({ $guesses ->
    [1] 1 Rateschritt
   *[other] { $guesses } Rateschritte
}{ $board })
cell-tip-given = { $cell }: Vorgabe { $digits }
cell-tip-placed = { $cell }: gesetzt { $digits }
cell-tip-candidates = { $cell }: Kandidaten { $digits }

guide-candidate-elimination = Jede leere Zelle beginnt mit allen Ziffern als Notizen. Eine Ziffer, die schon in der Zeile, Spalte oder dem Block einer Zelle steht, kann nicht in diese Zelle, also wird sie gestrichen. Jede Lösung beginnt damit, und jede spätere Setzung streicht ihre Ziffer aus ihren Nachbarzellen.
guide-full-house = Eine Zeile, Spalte oder ein Block mit nur einer leeren Zelle: die eine Ziffer, die dem Haus noch fehlt, muss dorthin. Leichter lässt sich keine Ziffer setzen.
guide-naked-single = Eine Zelle mit nur noch einem Kandidaten. Jede andere Ziffer sieht die Zelle schon oder wurde ausgeschlossen, also nimmt die Zelle die eine, die übrig bleibt.
guide-hidden-single = Eine Ziffer, die in einer Zeile, Spalte oder einem Block nur in eine Zelle passt. Jedes Haus muss jede Ziffer einmal enthalten, also kommt die Ziffer dorthin, auch wenn die Zelle andere Kandidaten hat.
guide-cage-combinations = Nur Killer: die Ziffern eines Käfigs sind alle verschieden und ergeben seine Summe, also enthalten seine Zellen eine der Mengen verschiedener Ziffern, die diese Summe ergeben (eine 4 aus 2 Zellen ist 1+3, eine 7 aus 3 Zellen ist 1+2+4; mit einer schon gesetzten Ziffer ergeben die anderen Zellen den Rest). Eine Menge passt nur, wenn sich ihre Ziffern je einer Zelle zuordnen lassen, jede einer Zelle, die sie noch enthält. Ein Kandidat, den keine passende Menge in seine Zelle setzen kann, fällt weg.
guide-thermometer-bounds = Auf einem Thermometer steigen die Ziffern von der runden Kugel bis zur Spitze, also enthält jede Zelle mehr als die Zelle davor und weniger als die Zelle danach. Zähle von der Kugel aufwärts: Das Mindeste einer Zelle ist ihr kleinster Kandidat über dem Mindesten der Zelle davor. Zähle von der Spitze abwärts: Das Höchste einer Zelle ist ihr größter Kandidat unter dem Höchsten der Zelle danach. Ein Kandidat unter dem Mindesten oder über dem Höchsten seiner Zelle passt in keine steigende Füllung des Thermometers und fällt weg; auf einem leeren Thermometer aus 9 Zellen enthält jede Zelle genau ihre Stelle ab der Kugel.
guide-arrow-sums = Auf einem Pfeil ergeben die Ziffern entlang des Schafts zusammen die Zahl im Kreis; ein Kreis aus zwei oder drei Zellen (eine Pille) liest seine Ziffern der Reihe nach als eine Zahl. Schaftziffern dürfen sich wiederholen, wo kein Haus beide Zellen enthält. Der Schaft ergibt mindestens, was seine Zellen am wenigsten ergeben können (der kleinste Kandidat jeder Zelle, verschieden, wo zwei Zellen ein Haus teilen), und höchstens, was sie am meisten ergeben können; also liest der Kreis eine Zahl dazwischen. Eine Schaftzelle enthält höchstens die größte Zahl des Kreises weniger dem, was die anderen Schaftzellen mindestens ergeben, und mindestens seine kleinste weniger dem, was sie höchstens ergeben. Ein Kandidat außerhalb dieser Grenzen fällt weg.
kropki-intro = { $technique }: { $line } { $kind ->
    [white] verbindet aufeinanderfolgende Ziffern, also braucht jede Ziffer der einen Zelle in der anderen einen Partner, der sich um 1 von ihr unterscheidet.
    [black] verbindet eine Ziffer und ihr Doppeltes, also braucht jede Ziffer der einen Zelle in der anderen einen Partner, der ihr Doppeltes oder ihre Hälfte ist.
    [no-white] hat keine aufeinanderfolgenden Ziffern, da alle Punkte gegeben sind: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der sich nicht um 1 von ihr unterscheidet.
   *[no-black] hat keine Ziffer und ihr Doppeltes, da alle Punkte gegeben sind: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der weder ihr Doppeltes noch ihre Hälfte ist.
}
pair-side = { $form ->
    [none] { $removed } von { $cell } { $count ->
        [one] hat
       *[other] haben
    } überhaupt keinen Partner von 1 bis { $n }
   *[other] { $other } { $form ->
        [placed] ist { $digits }
        [lacks] enthält keine { $digits }
       *[only] enthält nur { $digits }
    }, also { $count ->
        [one] hat
       *[other] haben
    } { $removed } von { $cell } dort keinen Partner
}
pair-so = Also { $eliminations }.
pair-side-itself = { $removed } von { $cell } bräuchte auch in { $other } { $removed }, und die beiden teilen { $house }
guide-kropki-dots = Ein weißer Punkt zwischen zwei benachbarten Zellen verbindet aufeinanderfolgende Ziffern (sie unterscheiden sich um 1); ein schwarzer Punkt verbindet eine Ziffer und ihr Doppeltes (1-2, 2-4, 3-6, 4-8); 1 und 2 passen zu beiden Punkten. Mit der negativen Regel (alle Punkte sind gegeben) haben zwei benachbarte Zellen ohne Punkt keins von beiden. Also braucht jede Ziffer der einen Zelle in der anderen Zelle einen Partner, der die Beziehung des Paars hält: eine 5 an einem weißen Punkt braucht gegenüber eine 4 oder 6, und auf 9x9 kann nur 1, 2, 3, 4, 6 oder 8 an einem schwarzen Punkt stehen. Eine Ziffer ohne Partner fällt weg.
kropki-chain-intro = { $technique }: { $first_dot } und { $second_dot } verbinden { $first }, { $middle } und { $second }, und { $first } und { $second } teilen { $house }, also unterscheiden sich ihre Ziffern: { $middle } braucht auf jeder Seite einen anderen Partner.
kropki-chain-middle = { $cell } kann nicht { $digits } sein: in { $first } und { $second } hat { $partners }, und die beiden können nicht dieselbe Ziffer enthalten
kropki-chain-partner = { $digit } nur den Partner { $partner }
kropki-chain-end = { $cell } kann nicht { $digit } sein: { $middle } enthielte dann { $partners }, und { $count ->
    [one] diese Ziffer hat
   *[other] jede davon hat
} in { $other } nur wieder { $digit } als Partner
guide-kropki-chain = Zwei Punkte, die sich in einer Zelle treffen, verbinden drei Zellen. Teilen die beiden Endzellen eine Zeile, Spalte oder einen Block, unterscheiden sich ihre Ziffern, also braucht die mittlere Zelle über jedem Punkt einen anderen Partner. Eine mittlere Ziffer, deren einziger Partner in beiden Endzellen dieselbe Ziffer ist, kann nicht stehen: eine 1 zwischen zwei weißen Punkten in einer Zeile bräuchte auf jeder Seite eine 2. Auch eine Endziffer fällt weg, wenn jede Ziffer, die sie der mittleren Zelle lässt, in der anderen Endzelle genau diese Ziffer als einzigen Partner hat.
xv-intro = { $technique }: { $line } { $kind ->
    [x] ergibt 10, also braucht jede Ziffer der einen Zelle in der anderen die Ziffer, die mit ihr 10 ergibt.
    [v] ergibt 5, also braucht jede Ziffer der einen Zelle in der anderen die Ziffer, die mit ihr 5 ergibt.
    [no-x] ergibt nicht 10, da alle X und V gegeben sind: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der mit ihr nicht 10 ergibt.
   *[no-v] ergibt nicht 5, da alle X und V gegeben sind: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der mit ihr nicht 5 ergibt.
}
guide-xv-pairs = Ein X zwischen zwei benachbarten Zellen sagt, dass ihre Ziffern zusammen 10 ergeben (1+9, 2+8, 3+7, 4+6); ein V, dass sie 5 ergeben (1+4, 2+3). Die beiden Zellen teilen eine Zeile oder Spalte, also sind ihre Ziffern verschieden: ein X enthält nie eine 5, und keine Ziffer über 4 steht an einem V. Mit der negativen Regel (alle X und V sind gegeben) ergeben zwei benachbarte Zellen ohne Buchstaben dazwischen weder 10 noch 5. Also braucht jede Ziffer der einen Zelle ihren Partner in der anderen: eine 3 an einem X braucht gegenüber eine 7, eine 3 an einem V eine 2. Eine Ziffer, deren Partner die andere Zelle nicht enthalten kann, fällt weg.
nonconsecutive-placed = { $technique }: { $cell } ist { $digit }, und keine zwei benachbarten Zellen haben aufeinanderfolgende Ziffern, also scheidet { $digits } für { $neighbours } aus. Also { $eliminations }.
nonconsecutive-intro = { $technique }: { $line } hat keine aufeinanderfolgenden Ziffern, da keine zwei benachbarten Zellen welche haben: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der sich nicht um 1 von ihr unterscheidet.
whisper-intro = { $technique }: { $first } und { $second } liegen auf { $line } nebeneinander, also unterscheiden sich ihre Ziffern um 5 oder mehr: jede Ziffer der einen Zelle braucht in der anderen einen Partner, der mindestens 5 von ihr entfernt ist.
whisper-lonely = { $technique }: entlang { $line } unterscheiden sich benachbarte Ziffern um { $gap } oder mehr, und keine Ziffer von 1 bis { $n } ist { $gap } oder mehr von { $any_of } entfernt, also { $count ->
    [one] kann { $all_of } nicht auf der Linie stehen
   *[other] kann keine von { $all_of } auf der Linie stehen
}. Also { $eliminations }.
renban-runs = { $technique }: { $line } enthält { $len } aufeinanderfolgende Ziffern, jede einmal. { $unfit ->
    [0] Jede Folge von { $len } Ziffern passt darauf
   *[other] Nur { $fitting } { $count ->
        [one] passt
       *[other] passen
    }: { $misfits }
}. Keine Verteilung verschiedener Ziffern { $count ->
    [one] dieser Folge
   *[other] dieser Folgen
} auf ihre Zellen setzt diese Ziffern dorthin. Also { $eliminations }.
renban-run-placed = { $runs } { $count ->
    [one] enthält
   *[other] enthalten
} die { $digit } von { $cell } nicht
renban-run-empty = in { $runs } hat { $cell } keine Ziffer
renban-run-crowded = in { $runs } haben { $cells } zusammen nur { $digits } { $count ->
    [one] (eine Ziffer für mehr Zellen)
   *[other] (weniger Ziffern als Zellen)
}
sandwich-sums = { $technique }: { $clue } sagt, dass die Ziffern zwischen seiner 1 und { $top } zusammen { $sum } ergeben; { $ways }. { $one_placed ->
    [yes] Die 1 steht in { $ones }
   *[no] Die 1 kann in { $ones } stehen
} und die { $top } { $top_placed ->
    [yes] steht in { $tops }
   *[no] in { $tops }
}; in solchem Abstand { $count ->
    [one] können sie an einem Platz stehen
   *[other] können sie an { $count } Plätzen stehen
}: { $options }. Keine passende Möglichkeit setzt diese Ziffern dorthin. Also { $eliminations }.
sandwich-ways-none = 0 heißt, dass keine Zelle dazwischen liegt: die 1 und die { $top } stehen nebeneinander
sandwich-ways = aus verschiedenen Ziffern von 2 bis { $below } ist { $sum } { $sets }
sandwich-ways-size = { $sets } ({ $count ->
    [one] 1 Zelle
   *[other] { $count } Zellen
} dazwischen)
sandwich-crusts-one-way = { $one } = 1 und { $far } = { $top }
sandwich-crusts-either-way = { $first } und { $last } als 1 und { $top } in beliebiger Reihenfolge
sandwich-option = { $crusts }, mit { $count ->
    [0] nichts
   *[other] { $between }
} dazwischen: { $verdicts }
sandwich-sets-fit = { $sets } { $count ->
    [one] passt
   *[other] passen
}
sandwich-misfit-digit = { $side ->
    [between] mit { $sets } enthält keine Zelle dazwischen eine { $digit }
   *[outside] mit { $sets } dazwischen enthält keine Zelle außerhalb eine { $digit }
}
sandwich-misfit-cell = { $side ->
    [between] { $cell } enthält nichts von { $sets }
   *[outside] mit { $sets } dazwischen enthält { $cell } keine der außerhalb übrigen Ziffern
}
sandwich-side-by-side = das ergibt 0
guide-nonconsecutive-pairs = Mit der Regel 'nicht aufeinanderfolgend' haben keine zwei benachbarten Zellen (mit gemeinsamer Kante) aufeinanderfolgende Ziffern, also Ziffern, die sich um 1 unterscheiden. Eine gesetzte 5 nimmt also 4 und 6 aus den Zellen über, unter, links und rechts von ihr, und eine gesetzte 1 nimmt die 2. Zwischen zwei offenen benachbarten Zellen fällt eine Ziffer weg, wenn jeder Kandidat der anderen Zelle neben ihr liegt oder sie selbst ist (die beiden teilen eine Zeile oder Spalte): neben einer Zelle mit nur 4 und 6 hat eine 5 keinen Partner, und neben einer Zelle mit nur 3 und 4 auch eine 4 nicht.
nonconsecutive-places-step = { $technique }: in { $house } kann { $digit } nur in { $places } stehen, und { $cells } { $own ->
    [yes] { $count ->
        [one] ist eine davon und liegt neben jeder anderen: enthielte sie eine Ziffer, die sich von { $digit } um 1 unterscheidet, könnte die { $digit } weder in ihr noch neben ihr stehen und hätte in { $house } keinen Platz mehr
       *[other] liegen nebeneinander: enthielte eine von ihnen eine Ziffer, die sich von { $digit } um 1 unterscheidet, könnte die { $digit } weder in ihr noch neben ihr stehen und hätte in { $house } keinen Platz mehr
    }
   *[no] { $count ->
        [one] liegt neben jeder dieser Stellen: wo die { $digit } auch steht, sie steht neben dieser Zelle, also kann die Zelle keine Ziffer enthalten, die sich von { $digit } um 1 unterscheidet
       *[other] liegen jeweils neben jeder dieser Stellen: wo die { $digit } auch steht, sie steht neben jeder dieser Zellen, also kann keine von ihnen eine Ziffer enthalten, die sich von { $digit } um 1 unterscheidet
    }
}. Also { $eliminations }.
guide-nonconsecutive-places = Mit der Regel 'nicht aufeinanderfolgend' lohnt der Blick darauf, wo eine Ziffer in einer Zeile, Spalte oder einem Block noch stehen kann. Liegen all diese Stellen neben ein und derselben Zelle, steht die Ziffer in jedem Fall neben dieser Zelle, also kann die Zelle keine Nachbarziffer von ihr enthalten: steht die 5 in Zeile 1 nur in r1c4 oder r1c6, berührt r1c5 beide und kann weder 4 noch 6 sein; steht die 5 in Block 2 nur in r1c4 oder r2c5, berühren r1c5 und r2c4 beide. Auch eine der Stellen selbst kann diese Zelle sein: steht die 5 in Zeile 1 nur in r1c4, r1c5 oder r1c6, berührt r1c5 die beiden anderen, und enthielte sie 4 oder 6, könnte die 5 weder in ihr noch neben ihr stehen, also enthält sie keine davon; steht die 5 nur in r1c4 oder r1c5, verlieren beide 4 und 6.
guide-whisper-pairs = Auf einer deutschen Flüsterlinie (grün gezeichnet) unterscheiden sich die Ziffern zweier Zellen, die auf der Linie nebeneinander liegen, um 5 oder mehr; eine Ziffer darf sich auf der Linie wiederholen, wo keine Zeile, Spalte und kein Block beide Zellen enthält. Also steht eine 5 nie auf einer Flüsterlinie: keine Ziffer von 1 bis 9 ist 5 oder mehr von ihr entfernt. Eine 4 braucht eine 9 neben sich und eine 6 eine 1, und die Ziffern entlang einer Linie wechseln zwischen klein (1 bis 4) und groß (6 bis 9). Zwischen zwei Zellen, die auf der Linie nebeneinander liegen, fällt eine Ziffer weg, wenn die andere Zelle keinen Partner für sie hat: neben einer Zelle mit 3 können nur 8 und 9 stehen.
guide-renban-runs = Eine Renban-Linie (lila gezeichnet) enthält eine Folge aufeinanderfolgender Ziffern, in beliebiger Reihenfolge, jede einmal: eine Linie aus 4 Zellen enthält 1-4, 2-5, 3-6, 4-7, 5-8 oder 6-9. Eine Folge passt, wenn jede Zelle einen Kandidaten darin hat und die Zellen verschiedene Ziffern davon nehmen können. Jede Ziffer, die keine passende Folge einer Zelle gibt, fällt weg: mit einer 6 auf einer Linie aus 4 Zellen passen nur 3-6 bis 6-9, also können 1 und 2 nicht darauf stehen; und eine gesetzte Ziffer steht nur einmal auf der Linie, also verlieren die anderen Zellen sie.
palindrome-mirror = { $technique }: { $first } und { $second } liegen { $place ->
    [0] an den beiden Enden
    [one] { $place } Zelle von den beiden Enden entfernt
   *[other] { $place } Zellen von den beiden Enden entfernt
} auf { $line }, das sich in beiden Richtungen gleich liest, also enthalten sie dieselbe Ziffer: nur { $shared } kann in beiden stehen. Also { $eliminations }.
guide-palindrome-mirror = Ein Palindrom (grau gezeichnet, ohne Kugel) liest sich in beiden Richtungen gleich: seine erste und letzte Zelle enthalten dieselbe Ziffer, ebenso die zweite und die vorletzte, und so weiter nach innen (die mittlere Zelle einer Linie ungerader Länge spiegelt sich selbst). Zwei solche Spiegelzellen teilen nie eine Zeile, Spalte oder Box. Also behält jede nur die Kandidaten, die auch die andere hat: hat r1c1 2, 5 oder 8 und ihre Spiegelzelle r3c5 1, 5 oder 8, behalten beide nur 5 und 8, und eine in die eine gesetzte Ziffer ist auch die der anderen.
guide-little-killer-sums = Ein Little-Killer-Hinweis steht außerhalb des Bretts mit einem kleinen Pfeil entlang einer Diagonale: die Ziffern der Zellen der Diagonale, vom Hinweis bis zum anderen Rand, ergeben zusammen seine Zahl. Anders als in einem Käfig dürfen sie sich wiederholen, wo zwei Zellen keine Zeile, Spalte oder Box teilen (eine Diagonale kreuzt jede Zeile und Spalte einmal, also müssen nur Zellen in einer Box verschieden sein). Lies ihn wie einen Käfig: ein Kandidat fällt, wenn keine Füllung der offenen Zellen (ein Kandidat in jeder, verschieden in einer Box, zusammen das, was die gesetzten Ziffern übrig lassen) ihn dorthin setzt. Ein Eckhinweis 3 auf zwei Zellen einer Box macht sie zu 1 und 2; auf einer langen Diagonale lassen die kleinsten Kandidaten der anderen Zellen einer Zelle oft keinen Platz: mit 10 auf vier Zellen, die mindestens 1, 1, 2 und 3 enthalten, ist die erste höchstens 10 - 6 = 4.
guide-sandwich-sums = Ein Sandwich-Hinweis steht links einer Zeile oder über einer Spalte: die Ziffern zwischen der 1 und der 9 dieser Zeile (den Rändern; auf anderen Größen der größten Ziffer) ergeben zusammen den Hinweis, 0 wenn sie nebeneinander stehen. Die Ziffern dazwischen sind verschiedene Ziffern von 2 bis 8, also lässt sich eine Summe nur mit so vielen bilden: 35 braucht alle sieben (die Ränder an beiden Enden), 2, 3 oder 4 nur eine, 5 bis 8 eine oder zwei, 12 zwei oder drei (4+8, 5+7, 2+3+7, 2+4+6, 3+4+5). Daher stehen die Ränder nur so weit auseinander. Zähle die Plätze auf, an denen die Kandidaten der Zeile die 1 und die 9 in solchem Abstand stehen lassen; jeder Platz behält die Mengen, die seine Zellen dazwischen aufnehmen können, während die Zellen außerhalb die übrigen Ziffern aufnehmen. Ein Kandidat, den kein solcher Platz mit keiner Menge in seine Zelle setzt, fällt weg: eine 1 oder 9 ohne Partner im richtigen Abstand, eine Ziffer zwischen den Rändern, die in keiner passenden Menge liegt, eine Ziffer außerhalb, die jede passende Menge braucht.
reason-beside-places = { $digit } steht in einer von { $places }, und { $own ->
    [yes] { $cells } ist eine davon und liegt neben jeder anderen, also ist es nicht { $removed }, der Nachbar von { $digit }: die { $digit } könnte dann weder darin noch daneben stehen
   *[no] { $cells } liegt neben jeder davon, also ist es nicht { $removed }, der Nachbar von { $digit }
}
guide-innies-and-outies = Nur Killer, die 45er-Regel: eine Zeile, Spalte oder ein Block enthält jede Ziffer einmal, auf 9x9 zusammen 45 (und k Zeilen, Spalten oder Blöcke nebeneinander, darunter Blöcke in L-Form oder als 2x2-Feld, k mal 45). Zieh die Käfige ab, die ganz darin liegen: seine anderen Zellen (die Innies) ergeben 45 weniger deren Summen. Oder, wenn Käfige das Haus abdecken und darüber hinausreichen, ergeben ihre Zellen außerhalb (die Outies) das, was ihre Summen über 45 liegen. Innies (oder Outies), die einander alle sehen, sind dann ein verborgener Käfig: ihre Ziffern sind verschieden und ergeben eine bekannte Summe, und die Mengen dafür werden wie bei einem Käfig gelesen: hat jede verbliebene Menge etwa 2 von 6, 8 und 9, und nur zwei der Zellen enthalten diese, dann enthalten die beiden nichts anderes. Wenige, die einander nicht alle sehen, dürfen eine Ziffer wiederholen: ein Kandidat fällt weg, wenn keine Füllung (verschiedene Ziffern nur, wo zwei einander sehen) mit ihm die Summe ergibt.
guide-innie-outie-difference = Nur Killer, die 45er-Regel mit Käfigen, die aus dem Haus hinausreichen. Eine Zeile, Spalte oder ein Block (oder mehrere nebeneinander) enthält jede Ziffer einmal, auf 9x9 zusammen 45. Zieh die Käfige darin ab und einige Käfige, die hinausreichen: was von 45 übrig bleibt, ergeben seine Zellen, die kein abgezogener Käfig abdeckt (die Innies), weniger die Zellen der abgezogenen Käfige außerhalb (die Outies). Eine Gruppe ergibt also die andere plus eine bekannte Zahl, etwa r2c4 + r3c4 = r1c1 + 3. Jede offene Zelle liegt dann zwischen dem Kleinsten und dem Größten, was die anderen zulassen: ist r1c1 mindestens 5 und r3c4 höchstens 3, dann ist r2c4 = r1c1 + 3 - r3c4 mindestens 5, und r2c4 verliert 1 bis 4.
guide-cage-interplay = Nur Killer: die Käfige, die ganz in einer Zeile, Spalte oder einem Block liegen, enthalten verschiedene Ziffern und mit den anderen Zellen des Hauses jede Ziffer einmal. Lies ihre Mengen also zusammen: eine Menge, die ein Käfig enthalten könnte, fällt weg, wenn keine Mengen der anderen dazu passen, ohne gemeinsame Ziffer und so, dass den anderen Zellen Ziffern bleiben, die sie enthalten. Hat Zeile 3 etwa den Käfig bei r3c3 (3), der nur 1+2 enthalten kann, und den Käfig bei r3c1 (10) mit 1+9, 2+8, 3+7 oder 4+6, dann teilen 1+9 und 2+8 eine Ziffer mit 1+2; der Käfig bei r3c1 enthält also 3+7 oder 4+6 und verliert 1, 2, 8 und 9. Die anderen Zellen des Hauses verlieren eine Ziffer, die jede Wahl der Mengen in einen Käfig setzt. Zwei Käfige, die dieselben zwei Ziffern enthalten müssen (ein Killer-Paar), oder die zusammen 1, 2, 3 und 4 enthalten, sind Fälle davon.
guide-cage-splitting = Nur Killer: ein versteckter Käfig ist ein Käfig wie jeder andere. Die 45er-Regel liefert Zellen mit bekannter Summe (die Innies oder Outies einer Zeile, Spalte, eines Blocks oder mehrerer nebeneinander); nutze sie erneut in einem anderen Bereich, in dem sie liegen. Liegen sie unter den Zellen, die die Käfige dieses Bereichs auslassen, nimm sie mit diesen Käfigen weg: die übrigen Zellen des Bereichs ergeben den Rest und werden wie ein Käfig gelesen. Teilt ein versteckter Käfig einen Käfig, der aus seinem Bereich hinausreicht, braucht es diesen Schritt nicht: der andere Teil des Käfigs sind die Outies (oder Innies) des Bereichs, die die 45er-Regel direkt liefert.
guide-cage-house-overlap = Nur Killer, Locked Candidates zwischen einem Käfig und einem Haus. Enthält jede Menge von Ziffern, die die Summe eines Käfigs ergeben kann, eine Ziffer, so enthält der Käfig diese Ziffer; passt sie im Käfig nur innerhalb einer Zeile, Spalte oder eines Blocks, ist das die Ziffer dieses Hauses, also verlässt sie den Rest des Hauses. Umgekehrt: passt eine Ziffer in einem Haus nur innerhalb eines Käfigs, enthält der Käfig sie dort, also verlässt sie die anderen Zellen des Käfigs, und nur die Mengen, die sie enthalten, können die Summe des Käfigs ergeben.
guide-locked-pair = Zwei Zellen, die sowohl eine Linie als auch einen Block teilen und nur dieselben zwei Kandidaten enthalten. Diese zwei Ziffern müssen die zwei Zellen füllen, also verlassen sie jede andere Zelle der Linie und des Blocks. Es ist ein Locked Pair, wenn es Kandidaten sowohl aus dem Block als auch aus der Linie streicht; eines, das nur ein Haus räumt, ist das Naked Pair dieses Hauses.
guide-locked-triple = Drei Zellen, die sowohl eine Linie als auch einen Block teilen und zusammen nur dieselben drei Ziffern enthalten. Die drei Ziffern füllen diese Zellen, also verlassen sie den Rest der Linie und des Blocks. Es ist ein Locked Triple, wenn es Kandidaten aus beiden Häusern streicht; sonst ist es ein Naked Triple.
guide-locked-candidates-pointing = In einem Block liegen die Kandidaten einer Ziffer alle auf einer Zeile oder Spalte. Wo die Ziffer im Block auch steht, sie liegt auf dieser Linie, also kann der Rest der Linie (außerhalb des Blocks) sie nicht enthalten.
guide-locked-candidates-claiming = In einer Zeile oder Spalte liegen die Kandidaten einer Ziffer alle in einem Block. Die Ziffer der Linie muss in diesem Block stehen, also können die anderen Zellen des Blocks sie nicht enthalten.
guide-common-peer = Auf einem Varianten-Brett sieht eine Zelle eine andere nicht nur über Zeile, Spalte und Block: auch über eine Diagonale oder ein Fenster, einen Springer- oder Königszug oder einen Killer-Käfig. Liegen die Kandidaten einer Ziffer in einem Haus alle dort, wo eine Zelle außerhalb sie sieht, jede auf ihre Weise (zwei im Block der Zelle, eine einen Springerzug entfernt), dann sieht diese Zelle die Ziffer, wo immer sie steht, und kann sie nicht enthalten. Es sind Locked Candidates ohne gemeinsames Haus.
guide-law-of-leftovers = Nur Jigsaw: ein Band aus k benachbarten Zeilen (oder Spalten) enthält jede Ziffer k-mal, einmal pro Linie (auf 9x9 zusammen k x 45), und ebenso beliebige k Gebiete. Nimm die k Gebiete, die das Band am meisten füllen, und zieh die Zellen ab, die beide abdecken: was vom Band (die Innies) und von den Gebieten (die Outies) übrig bleibt, enthält dieselben Ziffern, jede gleich oft. Eine Ziffer, die in keinen der Outies passt, kann also kein Innie sein, und umgekehrt.
guide-naked-pair = Zwei Zellen eines Hauses mit denselben zwei Kandidaten und nichts sonst. Eine von ihnen nimmt jede der Ziffern, also kann keine andere Zelle des Hauses eine der beiden enthalten.
guide-naked-triple = Drei Zellen eines Hauses, deren Kandidaten zusammen genau drei Ziffern sind. Die drei Zellen verbrauchen diese Ziffern, also verlieren die anderen Zellen des Hauses sie.
guide-hidden-pair = Zwei Ziffern, die in einem Haus nur in dieselben zwei Zellen passen. Diese Zellen müssen diese zwei Ziffern enthalten, also fällt jeder andere Kandidat der zwei Zellen weg.
guide-hidden-triple = Drei Ziffern, die auf dieselben drei Zellen eines Hauses beschränkt sind. Die Zellen sind für diese Ziffern reserviert, also werden ihre anderen Kandidaten gestrichen.
guide-naked-quadruple = Vier Zellen eines Hauses, deren Kandidaten zusammen vier Ziffern sind. Die vier Ziffern werden dort verbraucht, also verlassen sie jede andere Zelle des Hauses.
guide-hidden-quadruple = Vier Ziffern, die nur in dieselben vier Zellen eines Hauses passen. Diese Zellen enthalten diese Ziffern, also fallen ihre anderen Kandidaten weg.
guide-xwing = In zwei Zeilen passt eine Ziffer jeweils nur in zwei Zellen, und diese Zellen liegen in denselben zwei Spalten (oder dasselbe mit Zeilen und Spalten vertauscht). Die Ziffer nimmt zwei gegenüberliegende Ecken des Rechtecks, also haben beide Spalten ihre Ziffer schon: sie verlässt den Rest dieser Spalten.
guide-swordfish = Ein X-Wing über drei Linien: in drei Zeilen liegen die Kandidaten einer Ziffer in denselben drei Spalten. Die drei Zeilen setzen die Ziffer dreimal in diese Spalten, einmal pro Spalte, also verlieren die anderen Zellen der Spalten sie.
guide-jellyfish = Derselbe Fisch über vier Linien: in vier Zeilen ist eine Ziffer auf vier Spalten beschränkt. Die vier Zeilen brauchen die Ziffer viermal, einmal in jeder dieser Spalten, also verlässt sie jede andere Zelle der vier Spalten.
guide-remote-pair = Eine Kette von Zellen, die alle dieselben zwei Kandidaten enthalten und von denen jede die nächste sieht. Die Ziffern wechseln sich entlang der Kette ab, also enthalten ihre beiden Enden verschiedene Ziffern, wenn die Kette eine ungerade Zahl von Verbindungen hat: jede Zelle, die beide Enden sieht, verliert beide Ziffern.
guide-bug-plus-one = Jede leere Zelle hat zwei Kandidaten außer einer Zelle mit drei, und jede Ziffer kommt in jedem Haus zweimal vor. Ein solches Bivalue Universal Grave hätte zwei Lösungen, also muss die zusätzliche Ziffer (die dreimal gesehene) die Antwort dieser Zelle sein. Das setzt voraus, dass das Rätsel eine eindeutige Lösung hat.
guide-skyscraper = Zwei Linien, in denen eine Ziffer jeweils nur an zwei Stellen passt, wobei je ein Ende in einer gemeinsamen Querlinie liegt. Entweder das eine freie Ende oder das andere enthält die Ziffer, also kann eine Zelle, die beide freien Enden sieht, sie nicht enthalten.
guide-two-string-kite = Eine Ziffer mit zwei Plätzen in einer Zeile und zweien in einer Spalte, wobei je ein Ende im selben Block liegt. Der Block kann die Ziffer nur einmal enthalten, also enthält eines der zwei fernen Enden sie: eine Zelle, die beide fernen Enden sieht, verliert die Ziffer.
guide-turbot-fish = Eine kurze Kette auf einer Ziffer: zwei starke Verbindungen (Häuser mit nur zwei Plätzen für die Ziffer), verbunden durch eine schwache. Das eine oder das andere Ende enthält die Ziffer, also kann keine Zelle, die beide Enden sieht, sie enthalten. Skyscraper und 2-String Kite sind Sonderfälle.
guide-empty-rectangle = In einem Block bilden die Kandidaten einer Ziffer ein Kreuz (sie liegen alle auf einer Zeile und einer Spalte). Zusammen mit einer Spalte oder Zeile, in der die Ziffer zwei Plätze hat, muss eine von zwei Zellen die Ziffer enthalten, also verliert die Zelle, die beide sehen, sie.
guide-wwing = Zwei Zellen mit denselben zwei Kandidaten x und y, die einander nicht sehen, und eine starke Verbindung auf x, deren Enden je eine von ihnen sehen. Eine der zwei Zellen muss y sein, also verliert eine Zelle, die beide sieht, y.
guide-xy-wing = Eine Angelzelle mit den Kandidaten xy sieht zwei Zangen, xz und yz. Was die Angel auch ist, eine der Zangen wird z, also kann eine Zelle, die beide Zangen sieht, nicht z sein.
guide-xyz-wing = Wie ein XY-Wing, aber die Angel hat alle drei Kandidaten xyz. Eine der drei Zellen ist z, also verliert eine Zelle, die die Angel und beide Zangen sieht, z.
guide-wxyz-wing = Vier Zellen enthalten zusammen nur vier Ziffern, und jede Ziffer außer einer, z, liegt nur in Zellen, die einander sehen. Jede dieser drei Ziffern kann höchstens eine der Zellen füllen, also können sie nicht alle vier füllen: eine der Zellen mit z ist z. Eine Zelle, die alle diese sieht, verliert z. SudokuWiki lehrt sie, HoDoKu nicht, also ist sie standardmäßig aus.
guide-uniqueness-test1 = Vier Zellen in zwei Zeilen, zwei Spalten und zwei Blöcken, von denen drei nur dieselben zwei Kandidaten enthalten. Wäre auch die vierte eine dieser zwei, ließen sich die Ziffern tauschen, und das Rätsel hätte zwei Lösungen, also verliert die vierte Zelle beide. Das setzt voraus, dass das Rätsel eine eindeutige Lösung hat.
guide-uniqueness-test2 = Ein eindeutiges Rechteck, dessen zwei zusätzliche Zellen beide denselben einen zusätzlichen Kandidaten haben. Eine von ihnen muss ihn nehmen (sonst entstünde das tödliche Muster), also verliert eine Zelle, die beide zusätzlichen Zellen sieht, ihn. Das setzt eine eindeutige Lösung voraus.
guide-uniqueness-test3 = Ein eindeutiges Rechteck, dessen zusätzliche Kandidaten wie eine Zelle wirken: zusammen mit anderen Zellen eines gemeinsamen Hauses bilden sie ein Naked Subset, das seine Ziffern aus dem Rest dieses Hauses streicht. Das setzt eine eindeutige Lösung voraus.
guide-uniqueness-test4 = Ein eindeutiges Rechteck, in dem eine der zwei Rechteckziffern in einem gemeinsamen Haus nur die zwei Dachzellen als Plätze hat. Diese Ziffer muss in einer von ihnen stehen, also kann die andere Rechteckziffer in keiner Dachzelle stehen. Das setzt eine eindeutige Lösung voraus.
guide-uniqueness-test5 = Ein eindeutiges Rechteck mit einem zusätzlichen Kandidaten in zwei oder drei seiner Zellen (diagonal gelegen). Eine dieser Zellen muss die zusätzliche Ziffer nehmen, also verliert eine Zelle, die sie alle sieht, sie. Das setzt eine eindeutige Lösung voraus.
guide-uniqueness-test6 = Ein eindeutiges Rechteck, dessen diagonale Zellen zusätzliche Kandidaten enthalten und in dem eine Rechteckziffer in beiden Zeilen und beiden Spalten an die Ecken des Rechtecks gebunden ist. Diese Ziffer würde in den zwei einfachen Ecken das tödliche Muster vollenden, also wird sie dort gestrichen. Das setzt eine eindeutige Lösung voraus.
guide-hidden-rectangle = Ein eindeutiges Rechteck, von einer Ecke aus gesehen: in der Zeile und Spalte der gegenüberliegenden Ecke hat eine Rechteckziffer nur Rechteckzellen als Plätze. Die andere Ziffer in dieser gegenüberliegenden Ecke ließe eine zweite Lösung zu, also fällt sie weg. Das setzt eine eindeutige Lösung voraus.
guide-avoidable-rectangle1 = Drei Ecken eines Rechtecks über zwei Blöcke sind gelöst (nicht vorgegeben), mit zwei Ziffern in einem tauschbaren Muster. Nähme die vierte Ecke die fehlende Ziffer, ließen sich die gelösten Ziffern tauschen, was zwei Lösungen ergäbe, also verlässt diese Ziffer die vierte Ecke. Das setzt eine eindeutige Lösung voraus.
guide-avoidable-rectangle2 = Zwei gelöste Ecken eines Rechtecks (nicht vorgegeben) und zwei offene Ecken, die beide denselben zusätzlichen Kandidaten haben. Eine offene Ecke muss die zusätzliche Ziffer nehmen, also verliert eine Zelle, die beide sieht, sie. Das setzt eine eindeutige Lösung voraus.
guide-extended-unique-rectangle = Sechs leere Zellen in zwei Zeilen und drei Spalten, die zwei Zellen jeder Spalte in einem Block. Enthielten alle sechs nur dieselben drei Ziffern, könnten die Zeilen ihre Ziffern Spalte für Spalte tauschen, und das Rätsel hätte zwei Lösungen. Wenn also fünf der Zellen nur drei Ziffern enthalten, verliert die sechste sie. SudokuWiki lehrt es, HoDoKu nicht, also ist es standardmäßig aus.
guide-siamese-fish = Zwei Fische mit Flossen (oder Sashimi) gleicher Größe auf einer Ziffer mit denselben Basislinien, aber verschiedenen Decklinien, also verschiedenen Flossen. Jeder Fisch gilt für sich, also streicht der Schritt, was einer von beiden streicht, und zeigt, wie sich eine Menge von Basislinien auf zwei Arten abdecken lässt. HoDoKu zeigt sie nur mit einer Option, die standardmäßig aus ist, also sind sie hier auch aus; eingeschaltet kommen sie vor den Fischen mit Flossen, die sie verbinden.
guide-finned-xwing = Ein X-Wing mit ein oder zwei zusätzlichen Kandidaten (der Flosse) in einer seiner Linien, innerhalb eines Blocks. Entweder gilt der X-Wing, oder die Flosse enthält die Ziffer; die Zellen, die sowohl der X-Wing als auch die Flosse ausschließen würden, verlieren sie.
guide-sashimi-xwing = Ein X-Wing mit Flosse, dem eine Ecke fehlt: die Flosse steht dafür ein. Die Zellen im Block der Flosse, die der unvollständige X-Wing noch räumen würde, verlieren die Ziffer.
guide-finned-swordfish = Ein Swordfish mit zusätzlichen Kandidaten (Flossen) in einem Block. Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren Zellen, die in den Decklinien des Fisches liegen und jede Flosse sehen, sie.
guide-sashimi-swordfish = Ein Swordfish mit Flossen, dem eine seiner Zellen fehlt. Die Flossen gleichen das aus: entweder der unvollständige Fisch oder eine Flosse enthält die Ziffer, und dieselben Zellen wie beim Fisch mit Flossen verlieren sie.
guide-finned-jellyfish = Ein Fisch über vier Linien mit Flossen in einem Block. Entweder gilt der Jellyfish, oder eine Flosse enthält die Ziffer, also verlieren Zellen der Decklinien, die jede Flosse sehen, sie.
guide-sashimi-jellyfish = Ein Jellyfish mit Flossen, dem eine seiner Zellen fehlt. Seine Flossen vervollständigen ihn, und es folgen dieselben Streichungen wie bei einem Jellyfish mit Flossen.
guide-sue-de-coq = Zwei oder drei Zellen, wo sich eine Linie und ein Block kreuzen, enthalten mehr Ziffern als Zellen. Einige dieser Ziffern müssen mit Hilfe des Rests der Linie gesetzt werden und einige mit Hilfe des Rests des Blocks; die Ziffern jeder Gruppe verlassen dann den Rest ihres Hauses.
guide-simple-colors = Folge den starken Verbindungen einer Ziffer (Häuser mit nur zwei Plätzen) und färbe die Zellen in zwei abwechselnden Farben: eine Farbe ist ganz wahr, die andere ganz falsch. Eine Farbe, die sich selbst sieht, ist falsch (Wrap), und eine Zelle, die beide Farben sieht, verliert die Ziffer (Trap).
guide-multi-colors = Zwei getrennte Farbgruppen für eine Ziffer. Sieht eine Farbe der einen Gruppe beide Farben der anderen, ist sie falsch; sehen Farben der zwei Gruppen einander, verlieren Zellen, die ihre Partner sehen, die Ziffer.
guide-medusa3-d = Färben über Ziffern hinweg: die einzigen zwei Kandidaten einer Zelle und die einzigen zwei Plätze einer Ziffer in einem Haus sind starke Verbindungen, und eine Gruppe davon bekommt zwei abwechselnde Farben, von denen eine ganz wahr ist. Eine Farbe, die zwei ihrer Kandidaten in eine Zelle setzen, zwei gleiche Ziffern in Sichtweite bringen oder eine Zelle leeren würde, ist falsch. Ein Kandidat, den beide Farben ausschließen, fällt weg. SudokuWiki lehrt es, HoDoKu nicht, also ist es standardmäßig aus.
guide-xchain = Eine Kette auf einer Ziffer, die starke und schwache Verbindungen abwechselt und mit einer starken Verbindung beginnt und endet. Ein Ende enthält die Ziffer in jedem Fall, also kann eine Zelle, die beide Enden sieht, sie nicht enthalten.
guide-xy-chain = Eine Kette aus Zellen mit zwei Kandidaten, von denen jede eine Ziffer mit der nächsten teilt. Ist die erste Zelle nicht z, zwingt die Kette die letzte Zelle zu z, also verliert jede Zelle, die beide Enden sieht, z.
guide-nice-loop = Eine alternierende Schlusskette: starke Verbindungen (eine der beiden muss wahr sein) und schwache Verbindungen (nicht beide können wahr sein) wechseln sich über Ziffern und Zellen ab. Die Enden der Kette können nicht beide falsch sein, also wird ein Kandidat, der beide sieht, oder ein Ende selbst, wenn sich die Schleife darauf schließt, gestrichen.
guide-grouped-nice-loop = Ein Nice Loop oder AIC, der auch Gruppen nutzt: zwei oder drei Kandidaten einer Ziffer in einem Block und einer Linie wirken wie ein Knoten. So findet er Ketten, die Verbindungen zwischen einzelnen Zellen nicht bilden können.
guide-als-xz = Zwei fast gesperrte Mengen (N Zellen mit N+1 Ziffern) teilen eine eingeschränkte gemeinsame Ziffer x: x kann nur in einer von ihnen liegen. Dann muss die andere gemeinsame Ziffer z in der einen oder der anderen Menge liegen, also verliert eine Zelle, die jede z beider Mengen sieht, z. Durch zwei solche Ziffern verbunden, enthält jede Menge eine davon, und alle ihre anderen Ziffern werden in ihr gesetzt: eine Zelle, die alle Plätze einer solchen Ziffer sieht (bei den zwei Verbindungen in beiden Mengen), verliert sie.
guide-als-xy-wing = Drei fast gesperrte Mengen: eine Angelmenge, verbunden mit zwei Flügelmengen durch zwei verschiedene eingeschränkte gemeinsame Ziffern. Den zwei Flügeln kann nicht beiden die Ziffer z fehlen, die sie teilen, also verlieren Zellen, die alle ihre Kandidaten in beiden Flügeln sehen, sie.
guide-als-xy-chain = Eine Kette fast gesperrter Mengen, jede mit der nächsten durch eine eingeschränkte gemeinsame Ziffer verbunden. Eine Ziffer in beiden Endmengen muss in einer von ihnen liegen, also verlieren Zellen, die alle ihre Kandidaten dort sehen, sie.
guide-aligned-pair-exclusion = Zwei leere Zellen eines Hauses enthalten zwei verschiedene Ziffern. Ein Ziffernpaar für sie ist unmöglich, wenn eine fast gesperrte Menge außerhalb beide enthält und jeder Platz jeder Ziffer die Zelle sieht, die sie nähme: die Menge verlöre zwei Ziffern und behielte zu wenige für ihre Zellen. Eine Ziffer einer Zelle, die mit keiner der anderen ein Paar bildet, fällt weg. SudokuWiki lehrt es, HoDoKu nicht, also ist es standardmäßig aus.
guide-death-blossom = Eine Stielzelle und für jede ihrer Ziffern ein Blütenblatt: eine fast gesperrte Menge, deren jeder Platz dieser Ziffer den Stiel sieht. Was der Stiel auch ist, das Blütenblatt dieser Ziffer verliert sie und wird gesperrt, also wird eine Ziffer z, die in jedem Blütenblatt (und nicht im Stiel) liegt, in einem von ihnen gesetzt. Zellen, die jede z aller Blütenblätter sehen, verlieren sie. HoDoKu hat es standardmäßig aus, wir auch.
guide-franken-xwing = Ein Fisch, dessen Basis- oder Deckhäuser einen Block enthalten: zwei Basishäuser (Zeilen und Blöcke), die keinen Platz einer Ziffer teilen und deren Plätze alle in zwei Deckhäusern (Spalten und Blöcken) liegen, oder dasselbe mit Zeilen und Spalten vertauscht. Die zwei Basishäuser brauchen die Ziffer zweimal, und die Deckhäuser nehmen je eine, also verlieren die anderen Zellen der Deckhäuser die Ziffer.
guide-franken-swordfish = Ein Franken-Fisch über drei Häuser: drei Basishäuser aus Zeilen und Blöcken, die keinen Platz der Ziffer teilen und deren Plätze alle in drei Deckhäusern aus Spalten und Blöcken liegen (oder Zeilen und Spalten vertauscht). Die drei Ziffern füllen die drei Deckhäuser, also verlieren deren andere Zellen die Ziffer.
guide-franken-jellyfish = Ein Franken-Fisch über vier Häuser: vier Basiszeilen und -blöcke, deren Plätze einer Ziffer in vier Deckspalten und -blöcken liegen (oder umgekehrt). Die vier Ziffern füllen die Deckhäuser, also verlieren deren andere Zellen die Ziffer. HoDoKu lässt es standardmäßig aus.
guide-finned-franken-xwing = Ein Franken X-Wing mit Flossen: Basisplätze außerhalb der Deckhäuser oder in zwei Basishäusern zugleich. Entweder enthält keine Flosse die Ziffer, und der Fisch gilt, oder eine Flosse enthält sie; also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, die Ziffer.
guide-finned-franken-swordfish = Ein Franken Swordfish mit Flossen (Basisplätze außerhalb der Deckhäuser oder in zwei Basishäusern). Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, sie.
guide-finned-franken-jellyfish = Ein Franken Jellyfish mit Flossen. Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, sie. HoDoKu lässt es standardmäßig aus.
guide-mutant-xwing = Ein Fisch, der die Arten von Häusern frei mischt, etwa eine Zeile und eine Spalte als Basis: zwei Basishäuser, die keinen Platz einer Ziffer teilen und deren Plätze alle in zwei Deckhäusern liegen. Die Deckhäuser nehmen die zwei Ziffern, also verlieren ihre anderen Zellen die Ziffer, ebenso eine Basiszelle in beiden Deckhäusern. Standardmäßig aus, wie in HoDoKu.
guide-mutant-swordfish = Ein Mutant-Fisch über drei Basis- und drei Deckhäuser beliebiger Art. Die drei Ziffern, die die Basis braucht, füllen die Deckhäuser, also verlieren deren andere Zellen die Ziffer, ebenso eine Basiszelle in zwei Deckhäusern. Standardmäßig aus, wie in HoDoKu.
guide-mutant-jellyfish = Ein Mutant-Fisch über vier Basis- und vier Deckhäuser beliebiger Art. Die vier Ziffern füllen die Deckhäuser, also verlieren deren andere Zellen die Ziffer. Standardmäßig aus, wie in HoDoKu.
guide-finned-mutant-xwing = Ein Mutant X-Wing mit Flossen. Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, sie. Standardmäßig aus, wie in HoDoKu.
guide-finned-mutant-swordfish = Ein Mutant Swordfish mit Flossen. Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, sie. Standardmäßig aus, wie in HoDoKu.
guide-finned-mutant-jellyfish = Ein Mutant Jellyfish mit Flossen. Entweder gilt der Fisch, oder eine Flosse enthält die Ziffer, also verlieren die Zellen der Deckhäuser, die jede Flosse sehen, sie. Standardmäßig aus, wie in HoDoKu.
guide-kraken-fish = Ein Fisch (zwei bis vier Zeilen, deren Plätze einer Ziffer in ebenso vielen Spalten liegen, oder umgekehrt) mit ein oder zwei Flossen, die nicht alles sehen, was er streichen würde. Außer wenn eine Flosse die Ziffer enthält, enthält jede Deckspalte einen der Plätze der Basiszeilen, also enthält für jede Deckspalte eine Flosse oder einer ihrer Plätze in den Basiszeilen die Ziffer. Führt jede dieser Möglichkeiten über eine Kette beidseitiger Verbindungen dazu, dass derselbe Kandidat falsch ist (die Ziffer der Deckspalte außerhalb der Basiszeilen oder ein anderer), fällt dieser Kandidat weg. Dieselben Verbindungen rückwärts gelesen sagen es auch: den Kandidaten als wahr anzunehmen schließt jede Möglichkeit aus, was der Fisch nicht zulässt; der Schritt wird auf dem kürzeren Weg erzählt. Standardmäßig aus, wie in HoDoKu.
guide-forcing-chain = Nimm an, ein Kandidat sei wahr (oder falsch), und folge den beidseitigen Verbindungen, die daraus folgen, auch über Gruppen von Zellen (r2c46=8: die 8 steht in einer dieser Zellen). Führt das zu einem Widerspruch, ist die Annahme falsch: ein wahrer Kandidat wird gestrichen, ein falscher gesetzt. Führt jeder Kandidat einer Zelle (oder jeder Platz einer Ziffer in einem Haus) zum selben Schluss, ist dieser Schluss wahr.
guide-forcing-net = Eine Forcing Chain, die sich verzweigen darf: eine Annahme wird durch jedes Single verfolgt, das sie erzwingt, nicht entlang einer Linie. Findet das Netz dann noch nichts, verschachtelt es sich: innerhalb einer Annahme schließt es Kandidaten aus, deren eigenes Netz scheitert. Ein letztes Mittel vor dem Raten.
guide-template-set = Eine Schablone setzt jede Ziffer einer Art, eine in jeder Zeile, Spalte und jedem Block, auf Zellen, die sie enthalten oder noch als Kandidaten haben. Der Löser listet jede passende Schablone auf und verwirft die, die eine Zelle nehmen, die eine andere Ziffer nehmen muss. Eine Zelle, die jede verbleibende Schablone benutzt, enthält die Ziffer. HoDoKu hat es standardmäßig aus, wir auch.
guide-template-delete = Schablonen wie bei Template Set: jede Art, alle Ziffern einer Art zu setzen, die ins Gitter passt und anderen Ziffern die Zellen lässt, die sie nehmen müssen. Ein Kandidat, den keine solche Schablone benutzt, fällt weg. HoDoKu hat es standardmäßig aus, wir auch.
guide-brute-force = Keine Logik: findet keine andere eingeschaltete Technik einen Schritt, setzt der Löser in die leere Zelle mit den wenigsten Kandidaten die Ziffer, die die (durch Probieren gefundene) Lösung des Rätsels dort hat. Es kommt immer zuletzt; schalte es aus (Ansicht > Brute-Force-Raten erlauben), um zu sehen, wo die Logik festsitzt.
variants-intro = Eine Variante fügt den klassischen Regeln weitere hinzu; sie lassen sich kombinieren (Sudoku X + Jigsaw, Windoku + X...).
variants-sudoku-x = Sudoku X: beide Hauptdiagonalen enthalten jede Ziffer einmal. Die fallende Diagonale läuft von r1c1 hinunter zur Ecke unten rechts, die steigende von der Ecke unten links hinauf zu r1c9.
variants-windoku = Windoku: vier zusätzliche Fenster aus 3x3 Zellen (Zeilen und Spalten 2-4 und 6-8 auf 9x9, auf dem Brett getönt) enthalten jede Ziffer einmal; sie sind als Fenster 1 bis 4 nummeriert, von links nach rechts, dann nach unten.
variants-jigsaw = Jigsaw: unregelmäßige Gebiete, mit dicken Rändern gezeichnet, ersetzen die Blöcke; jedes enthält jede Ziffer einmal. Die Gebiete sind in der Reihenfolge ihrer ersten Zellen nummeriert, Zeile für Zeile.
variants-moves = Anti-Springer und Anti-König: zwei Zellen, die einen Springerzug (oder einen Königszug: diagonale Nachbarn) voneinander entfernt sind, enthalten nie dieselbe Ziffer.
variants-odd-even = Gerade/ungerade: eine Zelle mit grauem Kreis enthält eine ungerade Ziffer, eine mit grauem Quadrat eine gerade.
variants-thermometer = Thermometer: entlang jedes Thermometers (eine runde Kugel und ein Rohr) steigen die Ziffern von der Kugel bis zur Spitze, also enthalten keine zwei seiner Zellen dieselbe Ziffer, und die Zelle k Schritte nach der Kugel enthält mindestens k + 1. Thermometer Bounds hält die Kandidaten jeder Zelle zwischen dem Mindesten, das die Zellen davor lassen, und dem Höchsten, das die Zellen danach lassen; die Forcing Nets lesen jedes Thermometer ebenso.
variants-arrow = Pfeil: die Ziffern entlang des Schafts eines Pfeils ergeben zusammen die Zahl in seinem Kreis; ein Kreis aus zwei oder drei Zellen (eine Pille) liest seine Ziffern als eine Zahl, von links nach rechts oder von oben nach unten. Pfeilsummen begrenzt den Kreis durch die kleinste und größte Summe des Schafts und jede Schaftzelle durch das, was der Kreis übrig lässt, wenn die anderen Schaftzellen ihr Kleinstes oder Größtes nehmen.
variants-kropki = Kropki: ein weißer Punkt zwischen zwei benachbarten Zellen sagt, dass ihre Ziffern aufeinanderfolgen (sie unterscheiden sich um 1), ein schwarzer Punkt, dass eine das Doppelte der anderen ist (1 und 2, 2 und 4, 3 und 6, 4 und 8); 1 und 2 dürfen beide Punkte tragen. Mit der negativen Regel ('alle Punkte sind gegeben') sind zwei benachbarte Zellen ohne Punkt weder aufeinanderfolgend noch doppelt. Kropki-Punkte behält in jeder Zelle nur die Ziffern, die in der Zelle jenseits des Punkts einen Partner haben.
variants-xv = XV: ein X zwischen zwei benachbarten Zellen sagt, dass ihre Ziffern zusammen 10 ergeben, ein V, dass sie 5 ergeben. Mit der negativen Regel ('alle X und V sind gegeben') ergeben zwei benachbarte Zellen ohne Buchstaben dazwischen keines von beiden. XV Pairs behält in jeder Zelle nur die Ziffern, deren Partner die Zelle gegenüber enthalten kann.
variants-nonconsecutive = Nicht aufeinanderfolgend: keine zwei benachbarten Zellen haben aufeinanderfolgende Ziffern (Ziffern, die sich um 1 unterscheiden); dafür wird nichts gezeichnet. Non-consecutive Pairs nimmt die Nachbarziffern einer gesetzten Ziffer aus den Zellen daneben und behält in jeder offenen Zelle nur die Ziffern, die in jeder Nachbarzelle einen Partner haben; Non-consecutive Places nimmt sie aus einer Zelle, die neben jeder Stelle liegt, an der eine Ziffer in einem Haus noch stehen kann.
variants-whispers = Deutsche Flüsterlinien: entlang jeder grünen Linie unterscheiden sich die Ziffern benachbarter Zellen um 5 oder mehr. Whisper Pairs behält in jeder Zelle einer Linie nur die Ziffern, die in jeder Nachbarzelle auf der Linie einen Partner haben, also bleibt nie eine 5 darauf.
variants-renban = Renban: jede lila Linie enthält eine Folge aufeinanderfolgender Ziffern, in beliebiger Reihenfolge, jede einmal. Renban Runs ermittelt, welche Folgen auf die Linie passen, und nimmt ihren Zellen die Ziffern, die keine passende Folge ihnen gibt.
variants-palindrome = Palindrom: jede graue Linie liest sich in beiden Richtungen gleich, also enthalten zwei Zellen, die gleich weit von den beiden Enden entfernt sind, dieselbe Ziffer. Palindrome Mirror behält in jedem solchen Paar nur die Kandidaten, die beide Zellen haben.
variants-little-killer = Little Killer: eine Zahl außerhalb des Bretts mit einem kleinen Pfeil entlang einer Diagonale ist die Summe der Ziffern dieser Diagonale, vom Hinweis bis zum anderen Rand; Ziffern dürfen sich darauf wiederholen, wo keine Box beide Zellen enthält. Little Killer Sums liest jede Diagonale wie einen Käfig, dessen Ziffern sich wiederholen dürfen.
variants-sandwich = Sandwich: eine Zahl links einer Zeile oder über einer Spalte ist die Summe der Ziffern zwischen der 1 und der 9 dieser Zeile oder Spalte (auf anderen Größen der größten Ziffer), 0 wenn sie nebeneinander stehen. Sandwich Sums zählt auf, wo die 1 und die 9 für die Summe stehen können und welche Ziffernmengen zwischen sie passen.
variants-techniques = Was sich für die Techniken ändert: jedes neue Haus ist ein Haus wie eine Zeile oder ein Block, also kann ein Hidden Single in einer Diagonale oder einem Fenster liegen, und Locked Candidates greift überall, wo sich zwei Häuser in zwei oder mehr Zellen treffen (ein Block und ein Fenster, eine Diagonale und ein Block). Eine Zelle 'sieht' jede Zelle, mit der sie keine Ziffer teilen darf, auch einen Springer- oder Königszug entfernt, und jede Technik nutzt das: beruht ein Schritt auf einer Sichtlinie, die keine Zeile, Spalte, kein Block und kein Gebiet zeigt, nennt seine Erklärung sie am Ende ('Hier: r5c8 und r7c7 sind einen Springerzug voneinander entfernt.'), und sein Beweis sagt es auch. Jigsaw fügt das Law of Leftovers hinzu. Die Eindeutigkeitstechniken werden auf einem Variantenbrett nie verwendet (eine Diagonale, ein Fenster, ein Gebiet, ein Zug oder eine Markierung kann den Tausch brechen, auf dem sie beruhen). Bei Jigsaw liegen die Flossen eines Fisches mit Flossen in einem Gebiet statt in einem Block.
experiment-done-boards = Fertig: { $boards } Bretter.
experiment-cancelled = Abgebrochen; die bisherigen Ergebnisse bleiben.
experiment-done-collection = Fertig: { $solved } von { $count } Rätseln von den Techniken gelöst.
experiment-filling = Fülle und löse Bretter...
experiment-solving = Löse die Sammlung...
experiment-cannot-run = Start nicht möglich: { $error }
experiment-run-first = Starte zuerst das Experiment.
experiment-copied = Die Tabelle wurde als CSV in die Zwischenablage kopiert.
experiment-no-dialog = Kein Dateidialog verfügbar: gib den Pfad ein oder nutze CSV kopieren für eine Tabelle.
experiment-saved = Die Tabelle wurde in { $path } gespeichert.
experiment-no-file = Keine Datei gewählt.
import-failed = { $name } konnte nicht importiert werden: { $reason }. Dein Profil ist unverändert.
worksheet-written = { $page } (und worksheet.md): { $summary }
file-error-at = { $file }: Textzeile { $line }, Zeichen { $column }: { $error }
file-error = { $file }: { $error }
file-unreadable = die Datei kann nicht gelesen werden: { $reason }
file-is-folder = keine gewöhnliche Datei (ein Ordner); erwartet wird eine Rätseldatei
file-is-device = keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); erwartet wird eine Rätseldatei
file-too-large = die Datei hat { $bytes } Bytes; eine Rätseldatei darf höchstens 1 MiB (1048576 Bytes) groß sein
file-empty = die Datei ist leer; erwartet wird ein Rätsel
file-not-text = Byte 0x{ $byte } ist kein Text; erwartet wird ein Rätsel als reiner Text
file-bad-character = unerwartetes Zeichen '{ $found }'; erwartet wird { $expected }
file-zero-in-char-grid = '0' ist keine Ziffer eines 9x9-Zeichengitters; erwartet wird 1-9 oder ein Leerzeichen für eine leere Zelle
file-too-few-rows = { $expected } Zeilen erwartet, { $found } gefunden
file-text-after-grid = unerwarteter Text nach der letzten Zeile; das Gitter hat nur { $rows } Zeilen
file-row-too-long = Zeile { $row } hat mehr als { $expected } Zellen
file-row-too-short = Zeile { $row } hat { $found } Zellen; erwartet werden { $expected }
file-bad-line-length = ein einzeiliges Rätsel hat { $found } Zellen; erwartet werden 81 (9x9) oder 16 (4x4), 36 (6x6) oder 64 (8x8)
file-bad-number-count = ein einzeiliges Rätsel aus durch Kommas getrennten Zahlen hat { $found } Zahlen; erwartet wird eine je Zelle eines Bretts: { $boards }
file-board-cells = { $cells } ({ $n }x{ $n })
file-line-length-differs = die Zeile hat { $found } Zellen, erwartet werden { $expected } wie beim ersten Rätsel (Textzeile { $first })
file-value-out-of-range = Wert { $value } liegt außerhalb des Bereichs; erwartet wird 1 bis { $n } oder '-' für eine leere Zelle
file-missing-library-grid = eine HoDoKu-Bibliothekszeile braucht ihr Gitter als drittes Feld (':typ:kandidaten:gitter:...')
file-bad-deleted-candidate = der gestrichene Kandidat '{ $entry }' sollte aus einer Ziffer, einer Zeile und einer Spalte von 1 bis { $n } bestehen (wie 517 für die aus r1c7 gestrichene 5)
file-bad-header = ungültige Größenangabe: { $why }
file-duplicate-given = doppelte Vorgabe: { $digit } steht zweimal in { $house }, in { $first } und { $second }
file-unknown-variant = unbekannte Variante '{ $name }'; erwartet wird einer der Namen { $names } (verbunden mit ',' oder '+')
file-section-twice = der Abschnitt '{ $head }' steht zweimal da
file-text-after-section-head = '{ $head }' steht allein in seiner Zeile; seine Zeilen folgen in den nächsten Zeilen
file-text-outside-section = zuerst wird ein Abschnittskopf erwartet ('variant:', 'regions:', 'odd/even:', 'cages:' oder 'grid:')
file-missing-section = der Abschnitt '{ $head }' fehlt
file-section-without-rule = '{ $head }' ist angegeben, aber die Variantenzeile nennt seine Regel nicht
file-map-rows = der Abschnitt '{ $head }' hat { $found } Zeilen; erwartet werden { $expected }
file-map-row-length = Zeile { $row } des Abschnitts '{ $head }' hat { $found } Zellen; erwartet werden { $expected }
file-fpuzzles = f-puzzles: { $why }
file-sudokuwiki = SudokuWiki-Killer-Link: { $why }
file-game = gespeichertes Spiel: { $why }
expected-digit-or-space = eine Ziffer 1-9 oder ein Leerzeichen für eine leere Zelle
expected-grid-line = eine Zeile 'Grid', die das nächste Rätsel beginnt
expected-digit-or-zero = eine Ziffer 1-9 oder 0 für eine leere Zelle
expected-digit-or-dot = eine Ziffer oder '.' für eine leere Zelle
expected-number-or-dash = eine Zahl von 1 bis zur Brettgröße oder '-' für eine leere Zelle
expected-number-or-zero = eine Zahl von 1 bis zur Brettgröße oder 0 für eine leere Zelle
expected-digit-dot-or-zero = eine Ziffer 1-9 oder '.' oder '0' für eine leere Zelle
expected-library-colon = ':', das eine HoDoKu-Bibliothekszeile beginnt
expected-library-type = der Schritttyp einer HoDoKu-Bibliothekszeile: Ziffern wie 0000 oder 0904, wahlweise mit einer Variantenendung wie 0904-1
expected-parity-mark = 'o' (ungerade), 'e' (gerade) oder '.' (beides)
expected-region-symbol = ein Buchstabe, eine Ziffer oder '.'
header-not-a-box-shape = { $rows }x{ $cols } ist keine Blockform; Blockzeilen und -spalten sind ganze Zahlen von 2 bis 12, und das größte Brett ist 25x25
marks-no-candidate-left = { $cell } hat keinen Kandidaten mehr
marks-not-a-candidate = { $cell }: '{ $found }' ist kein Kandidat eines { $n }x{ $n }-Bretts; erwartet werden Ziffern von 1 bis { $n }
marks-not-a-candidate-letters = { $cell }: '{ $found }' ist kein Kandidat eines { $n }x{ $n }-Bretts; erwartet werden Ziffern von 1 bis 9 und Buchstaben ab A für 10
sukaku-wrong-place = { $cell }: '{ $found }' steht an der Stelle von Kandidat { $place }; eine Kandidatenzeichenkette gibt jeder Zelle { $n } Stellen, die k-te mit der Ziffer k (1 bis { $n }) oder '.'
sukaku-wrong-place-letters = { $cell }: '{ $found }' steht an der Stelle von Kandidat { $place }; eine Kandidatenzeichenkette gibt jeder Zelle { $n } Stellen, die k-te mit der Ziffer k (1 bis 9, A für 10) oder '.'
cage-line-not-a-sum = '{ $written }' ist keine Summe; eine Käfigzeile lautet '7: r1c1 r1c2' oder 'r1c1 r1c2' für einen Käfig ohne Summe
cage-line-not-a-cell = '{ $name }' ist keine Zelle eines { $n }x{ $n }-Bretts (r1c1 bis r{ $n }c{ $n })
cage-line-twice = { $name } wird in einem Käfig zweimal genannt
cage-line-no-cell = der Käfig nennt keine Zelle
arrow-line-no-colon = eine Pfeilzeile lautet 'r1c1: r1c2 r1c3', ihr Kreis, ein Doppelpunkt und ihr Schaft
little-killer-line-no-sum = eine Little-Killer-Zeile lautet '15: r1c2 DR', ihre Summe, ein Doppelpunkt, die erste Zelle der Diagonale am Rand des Bretts und die Richtung ihres Pfeils (UL, UR, DL oder DR)
little-killer-line-not-a-sum = '{ $written }' ist keine Summe; eine Little-Killer-Zeile lautet '15: r1c2 DR'
little-killer-line-direction = '{ $found }' ist keine Richtung; der Pfeil eines Little Killers zeigt nach UL, UR, DL oder DR
little-killer-line-one-cell = eine Little-Killer-Zeile nennt eine Zelle, die erste der Diagonale, neben dem Hinweis: '15: r1c2 DR'
little-killer-line-not-at-edge = der Hinweis vor dieser Zelle mit Pfeil nach { $direction } stünde auf dem Brett: die erste Zelle der Diagonale liegt am Rand des Bretts, neben dem Hinweis außerhalb
sandwich-line-no-sum = eine Sandwich-Zeile lautet '12: r3' oder '0: c5', die Summe zwischen der 1 und der größten Ziffer der Zeile oder Spalte, ein Doppelpunkt und die Zeile oder Spalte
sandwich-line-not-a-sum = '{ $written }' ist keine Summe; eine Sandwich-Zeile lautet '12: r3' oder '0: c5'
sandwich-line-house = '{ $found }' ist keine Zeile oder Spalte des Bretts: ein Sandwich steht an einer Zeile (r1 bis r{ $n }) oder einer Spalte (c1 bis c{ $n })
sandwich-line-twice = { $house } hat schon einen Sandwich-Hinweis
pair-line-unknown-mark = '{ $word }' ist hier keine Markierung; eine Zeile lautet '{ $example }: r1c1 r1c2', eine Markierung ({ $words }), ein Doppelpunkt und ihre Zellen
pair-line-negative-together = die negative Regel von { $words } ist eine Regel: nenne auch { $missing }
sudokuwiki-no-comma = erwartet werden die Formen der Käfige (81 Zeichen), ein Komma und ihre Summen (162 Ziffern, zwei je Zelle), aber es gibt kein Komma
sudokuwiki-shape-space = '{ $found }' kann nicht in den Formen der Käfige stehen (81 Zeichen, eines je Zelle)
sudokuwiki-shapes-length = die Formen der Käfige haben { $found } Zeichen; erwartet werden 81, eines je Zelle
sudokuwiki-not-a-digit = '{ $found }' ist keine Ziffer; nach dem Komma kommen die Summen der Käfige, zwei Ziffern je Zelle
sudokuwiki-sums-length = die Summen nach dem Komma haben { $found } Ziffern; erwartet werden 162, zwei je Zelle
sudokuwiki-two-sums = der Käfig bei { $cell } hat eine Summe in mehr als einer Zelle ({ $cells })
fpuzzles-no-decompress = der Rätseltext des Links lässt sich nicht entpacken
fpuzzles-not-text = das Rätsel des Links ist kein Text
fpuzzles-bad-json = kein gültiges JSON ({ $reason })
fpuzzles-not-object = erwartet wird ein JSON-Objekt
fpuzzles-not-a-cell = { $path }: { $name } ist keine Zelle eines { $n }x{ $n }-Bretts
fpuzzles-missing = { $path } fehlt
fpuzzles-clue-place = { $path }: { $name } ist kein Platz gleich außerhalb eines { $n }x{ $n }-Gitters (Zeile 0 oder { $past }, oder Spalte 0 oder { $past })
fpuzzles-clue-direction = { $path }: { $found } ist keine Richtung (UL, UR, DL oder DR)
fpuzzles-clue-no-sum = { $path }.value: der Little-Killer-Hinweis nennt keine Summe
fpuzzles-clue-off-board = { $path }: der Pfeil des Hinweises, nach { $direction }, führt nicht ins Gitter
fpuzzles-sandwich-place = { $path }: { $name } ist kein Platz eines Sandwich-Hinweises auf einem { $n }x{ $n }-Gitter (Zeile 0 über einer Spalte oder Spalte 0 links einer Zeile)
fpuzzles-sandwich-no-sum = { $path }.value: der Sandwich-Hinweis nennt keine Summe
fpuzzles-sandwich-twice = { $path }: { $house } hat schon einen Sandwich-Hinweis
fpuzzles-unsupported = die Bedingung '{ $key }' wird nicht unterstützt (Sudoku Stepper liest { $known })
fpuzzles-size-no-board = size: { $n } ist keine Brettgröße; Sudoku Stepper liest Bretter mit { $sizes } Ziffern
fpuzzles-wrong-type = { $path }: erwartet wird { $expected }, gefunden { $found }
fpuzzles-expected-flag = true oder false
fpuzzles-expected-list = eine Liste
fpuzzles-expected-object = ein Objekt
fpuzzles-expected-cell-name = ein Zellenname wie "R1C1"
fpuzzles-expected-size = eine Brettgröße, eine ganze Zahl
fpuzzles-expected-cell = eine Zelle, ein Objekt mit value, given und region
fpuzzles-expected-digit = eine Ziffer von 1 bis { $n }
fpuzzles-expected-region = eine Gebietsnummer von 0 bis { $last }
fpuzzles-given-no-value = { $path }: eine Vorgabe ohne Wert
fpuzzles-region-size = { $path }: Gebiet { $region } hat { $found } Zellen; jedes Gebiet eines { $n }x{ $n }-Bretts hat { $n }
fpuzzles-cage-no-cell = { $path }.cells: der Käfig nennt keine Zelle
fpuzzles-at = { $path }: { $why }
fpuzzles-grid-rows = grid: { $n } Zeilen erwartet
fpuzzles-grid-cells = grid[{ $row }]: { $n } Zellen erwartet
fpuzzles-region-range = { $path }.region: { $region } liegt außerhalb des Bereichs (0 bis { $last })
fpuzzles-value-range = { $path }.value: { $value } liegt außerhalb des Bereichs (1 bis { $n })
fpuzzles-part-of-rule = '{ $given }' allein wird nicht unterstützt: { $rule } braucht { $keys }
fpuzzles-extra-region = extraregion: als zusätzliche Gebiete werden nur die Windoku-Fenster unterstützt (eine Zelle vom Rand entfernt, eine Zelle auseinander, in Blockform)
fpuzzles-not-a-sum = { $path }: { $value } ist keine Summe
fpuzzles-mark-value = { $path }: { $value } wird nicht unterstützt; { $key } wird nur mit dem Wert { $values } gelesen
fpuzzles-mark-no-value = { $path }: fehlt; jeder Eintrag von { $key } braucht den Wert { $values }
fpuzzles-negative-unsupported = negative: die negative Regel von '{ $name }' wird nicht unterstützt
fpuzzles-expected-constraint-name = einen Regelnamen wie "ratio"
layout-box-too-thin = ein Block braucht mindestens 2 Zeilen und 2 Spalten, nicht { $rows }x{ $cols }
layout-too-large = { $rows }x{ $cols }-Blöcke ergeben ein { $n }x{ $n }-Brett; das größte unterstützte Brett ist 25x25
layout-map-size = die { $map } hat { $found } Zellen; ein { $n }x{ $n }-Brett hat { $expected }
layout-map-regions = Gebietskarte
layout-map-parity = Gerade/Ungerade-Karte
layout-region-size = Gebiet { $region } hat { $found } Zellen; jedes Gebiet eines { $n }x{ $n }-Bretts hat { $n }
layout-cage-shape = der Käfig { $cage } kann nicht auf einem { $n }x{ $n }-Brett liegen: { $fault }
cage-fault-no-cell = er hat keine Zelle
cage-fault-too-many = seine { $count } Zellen müssen verschiedene Ziffern enthalten, und es gibt { $n }
cage-fault-off-board = eine Zelle liegt außerhalb des Bretts
cage-fault-twice = er nennt { $cell } zweimal
line-thermometer = das Thermometer { $cells }
line-white-dot = der weiße Punkt zwischen { $first } und { $second }
line-black-dot = der schwarze Punkt zwischen { $first } und { $second }
line-no-dot = das Paar { $first }-{ $second } ohne Punkt
line-x = das X zwischen { $first } und { $second }
line-v = das V zwischen { $first } und { $second }
line-no-letter = das Paar { $first }-{ $second } ohne X oder V
line-neighbours = das Paar { $first }-{ $second }
line-whisper = die Flüsterlinie { $cells }
line-renban = die Renban-Linie { $cells }
line-palindrome = das Palindrom { $cells }
little-killer-named = der Little Killer { $sum } { $count ->
    [one] auf { $first }
   *[other] von { $first } bis { $last }
}
sandwich-named = das Sandwich { $sum } von { $house }
line-fault-not-side-by-side = { $family ->
    [nonconsecutive] ein Paar verbindet
    [xv] ein X oder V verbindet
   *[kropki] ein Punkt verbindet
} genau zwei benachbarte Zellen
line-fault-marked-twice = { $family ->
    [xv] ein anderes X oder V
   *[kropki] ein anderer Punkt
} verbindet diese beiden Zellen schon
line-fault-mirrors-share-house = seine Spiegelzellen { $first } und { $second } müssen dieselbe Ziffer enthalten, liegen aber beide in { $house }
layout-line-shape = { $line } kann nicht auf einem { $n }x{ $n }-Brett liegen: { $fault }
line-fault-too-short = eine Linie braucht zwei Zellen oder mehr
line-fault-too-long = seine { $count } Zellen müssen { $family ->
    [renban] verschiedene Ziffern
   *[thermometer] steigende Ziffern
} enthalten, und es gibt höchstens { $most }
arrow-named = { $parts ->
    [circle] der Pfeil mit Kreis { $circle }
    [shaft] der Pfeil mit Schaft { $shaft }
   *[both] der Pfeil mit Kreis { $circle } und Schaft { $shaft }
}
layout-arrow-shape = { $arrow } kann nicht auf einem { $n }x{ $n }-Brett liegen: { $fault }
arrow-fault-no-circle = sein Kreis hat keine Zelle
arrow-fault-long-pill = ein Kreis aus mehreren Zellen ergibt eine Zahl aus höchstens 3 Ziffern von 1 bis 9
arrow-fault-no-shaft = sein Schaft hat keine Zelle
grid-arrow-missed = { $arrow }: die Vorgaben auf seinem Schaft können nicht die Zahl in seinem Kreis ergeben
grid-little-killer-missed = die Vorgaben entlang { $clue } können nicht { $sum } ergeben
grid-sandwich-missed = die Vorgaben von { $clue } können zwischen seiner 1 und { $top } nicht { $sum } ergeben
grid-line-broken = { $kind ->
    [white] { $line } verbindet aufeinanderfolgende Ziffern, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [black] { $line } verbindet eine Ziffer und ihr Doppeltes, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [no-white] { $line } darf keine aufeinanderfolgenden Ziffern verbinden, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [no-black] { $line } darf keine Ziffer und ihr Doppeltes verbinden, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [x] { $line } ergibt 10, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [v] { $line } ergibt 5, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [no-x] { $line } darf nicht 10 ergeben, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [no-v] { $line } darf nicht 5 ergeben, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [nonconsecutive] { $line } darf keine aufeinanderfolgenden Ziffern haben, da keine zwei benachbarten Zellen welche haben, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [whisper] auf { $line } unterscheiden sich benachbarte Ziffern um 5 oder mehr, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [renban] { $line } hat eine Folge aufeinanderfolgender Ziffern, jede einmal, aber { $first } enthält { $first_digit } und { $second } enthält { $second_digit }
    [palindrome] { $line } liest sich in beiden Richtungen gleich, aber { $first } enthält { $first_digit } und ihre Spiegelzelle { $second } enthält { $second_digit }
   *[thermometer] { $line } steigt von seiner Kugel an, aber { $first } enthält { $first_digit } und { $second }, weiter oben, enthält { $second_digit }
}
layout-cage-sum = keine { $size } verschiedenen Ziffern von 1 bis { $n } ergeben zusammen { $sum } (sie ergeben { $low } bis { $high }): der Käfig { $cage }
layout-little-killer-sum = { $clue } ist unmöglich: seine { $count } Zellen enthalten je 1 bis { $n }{ $different ->
    [yes] , verschieden, wo zwei ein Haus teilen,
   *[no] {""}
} und ergeben also { $low } bis { $high }
layout-sandwich-sum = { $clue } ist unmöglich: die Ziffern zwischen seiner 1 und { $top } sind verschiedene Ziffern von 2 bis { $below }, und keine solche Menge ergibt { $sum }
layout-cage-overlap = { $cell } liegt in zwei Käfigen: im Käfig { $first } und im Käfig { $second }
layout-cage-house-total = die Käfige in { $house } ergeben zusammen { $inside }, aber { $house } enthält 1 bis { $n } je einmal ({ $total } insgesamt), und seine anderen { $rest } Zellen können nicht die restlichen { $left } ergeben: { $cages }
layout-region-in-pieces = Gebiet { $region } ist zerteilt: { $cell } hängt nicht Seite an Seite mit { $first } zusammen
cage-with-sum = { $cells } (Summe { $sum })
cage-without-sum = { $cells } (ohne Summe)
grid-wrong-cell-count = { $expected } Zellen erwartet, { $found } gefunden
grid-value-out-of-range = Wert { $value } in { $cell } liegt außerhalb des Bereichs (1 bis { $n })
grid-duplicate-digit = { $digit } steht zweimal in { $house }: { $first } und { $second }
grid-duplicate-knight = { $digit } steht zweimal einen Springerzug voneinander entfernt: { $first } und { $second }
grid-duplicate-king = { $digit } steht zweimal einen Königszug voneinander entfernt: { $first } und { $second }
grid-duplicate-in-cage = { $digit } steht zweimal im Käfig { $cage }: { $first } und { $second }
grid-cage-sum-missed = die Vorgaben des Käfigs { $cage } ergeben zusammen { $found }
grid-odd-marked-even = { $cell } enthält { $digit }, ist aber als gerade markiert
grid-even-marked-odd = { $cell } enthält { $digit }, ist aber als ungerade markiert
path-no-dialog = Auf diesem System öffnet sich kein Dateidialog (ein Desktop-Portal oder zenity stellt einen bereit): tippe { $what }.
path-exists = { $path } gibt es schon. Drücke noch einmal OK, um die Datei zu ersetzen, oder ändere den Pfad (Abbrechen lässt die Datei, wie sie ist).
path-for-worksheet = den Ordner, in den das Arbeitsblatt geschrieben wird (einen neuen oder leeren)
path-for-picture = den Ort, an dem das Bild gespeichert wird (einen Namen auf .png oder .svg)
path-for-save = den Ort, an dem { $name } gespeichert wird
path-for-profile = den Pfad des Profils, das importiert wird
path-for-puzzle = den Pfad der Rätseldatei, die geöffnet wird
profile-damaged = Das Lernprofil { $path } konnte nicht gelesen werden ({ $reason }); es wurde nach { $aside } verschoben, und ein neues Profil wurde begonnen.
profile-newer = Das Lernprofil { $path } hat Schema { $schema }, neuer als Schema { $ours } dieser Version; es wurde nach { $aside } verschoben, und ein neues Profil wurde begonnen.
profile-unwritable = Das Lernprofil { $path } konnte nicht gespeichert werden: { $reason }.
profile-not-a-profile = es ist kein Lernprofil ({ $reason })
profile-schema-newer = es hat Schema { $schema }, neuer als Schema { $ours } dieser Version
drill-not-drillable = Für { $technique } gibt es keine Übungsaufgaben: nur Techniken, die ein Standard-Lösungsweg benutzt, außer Candidate Elimination, Brute Force, Forcing Chain und Forcing Net (deren Schritte aus dem Durchprobieren von Kandidaten kommen, nicht aus einem Muster, das man erkennt), geben eine Übungsaufgabe
drill-unreached = Für { $technique } gibt es keine Übungsaufgaben: sie ist zu selten; von den Standard-Lösungswegen von etwa 3.000 veröffentlichten Rätseln erreicht sie keiner außer dem Beispiel des Leitfadens, und zwei Minuten Erzeugen ergaben kein Übungsrätsel (eine Technik vor ihr in der Standardreihenfolge findet ihre Schritte zuerst)
drill-puzzle-name = Übung { $number } von { $of }: { $technique } (Startwert { $seed })
status-making-drill = Suche eine Übungsstellung für { $technique }...
status-drill-ready = { $says ->
    [place] { $technique } setzt in dieser Stellung eine Ziffer, und keine Technik vor ihr in der Standardreihenfolge findet etwas. Setze sie und drücke Übung prüfen (Tipp zeigt den Schritt nach und nach).
   *[remove] { $technique } streicht in dieser Stellung Kandidaten, und keine Technik vor ihr in der Standardreihenfolge findet etwas. Streiche sie (mit eingeschalteten Notizen nimmt eine getippte Ziffer sie aus der Zelle) und drücke Übung prüfen (Tipp zeigt den Schritt nach und nach).
}
status-no-drill = Keine Übung läuft: starte eine im Technik-Leitfaden (Übung versuchen).
status-drill-not-ready = Die Übungsstellung ist noch nicht auf dem Brett.
status-drill-nothing-marked = Noch nichts markiert: streiche die Kandidaten, die { $technique } streicht (oder setze ihre Ziffer), und drücke Übung prüfen.
status-drill-right = Richtig: das ist der Schritt von { $technique }. Drücke Nächste Übung für die nächste.
status-drill-wrong = Noch nicht: keine deiner Markierungen ist ein Schritt von { $technique }.
status-drill-partly = Teilweise richtig: { $right ->
    [one] 1 deiner Markierungen gehört
   *[other] { $right } deiner Markierungen gehören
} zu einem Schritt von { $technique }.
drill-missing = Noch zu markieren: { $missing }.
drill-wrong-solution-digit = { $cell } <> { $digit } ist falsch: { $digit } ist die Ziffer der Lösung in { $cell }, also bleibt sie Kandidat.
drill-wrong-not-this-step = { $cell } <> { $digit } stimmt, aber kein Schritt von { $technique } streicht es hier (ein späterer Schritt tut es).
drill-wrong-digit = { $cell } = { $digit } ist falsch: { $digit } ist nicht die Ziffer der Lösung in { $cell }.
drill-wrong-not-placed-yet = { $cell } = { $digit } stimmt, aber kein Schritt von { $technique } setzt es hier (ein späterer Schritt tut es).
status-drill-round-done = Die Runde der Übungen zu { $technique } ist fertig: { $right } von { $of } beim ersten Prüfen richtig.
replace-by-drill = eine Runde Übungen zu { $technique }
generate-cancelled = die Erzeugung wurde abgebrochen
generate-timed-out = kein { $wanted } innerhalb von { $seconds } s (angehalten in Versuch { $attempt }); { $advice }
generate-not-found = { $attempts } Versuche ergaben kein { $wanted }; { $advice }
generate-wanted-practice = Rätsel auf { $board } zum Üben von { $technique }
generate-wanted-practice-level = Rätsel der Stufe { $level } auf { $board } zum Üben von { $technique }
generate-wanted-level = Rätsel der Stufe { $level } auf { $board }
advice-practice-timed-out = versuche einen anderen Startwert oder ein längeres Zeitlimit
advice-practice-not-found = versuche einen anderen Startwert (manche Techniken braucht ein Rätsel nur selten)
advice-level-timed-out = versuche eine leichtere Stufe oder ein kleineres Brett
advice-level-not-found = versuche eine andere Stufe oder einen anderen Startwert (kleine Bretter brauchen selten schwere Techniken, und auf großen Brettern heben schon die vielen Singles die Punktzahl über Leicht)
advice-no-grid = kein Versuch konnte mit diesen Regeln innerhalb seines Suchbudgets ein Gitter vervollständigen, also lassen sie zusammen vielleicht gar kein Gitter zu: versuche weniger Regeln
worksheet-cannot-write = { $path }: kann nicht geschrieben werden: { $reason }
worksheet-folder-occupied = { $folder } enthält Dateien, die nicht vom Arbeitsblatt stammen ({ $files }); wähle einen neuen oder leeren Ordner
worksheet-folder-earlier = { $folder } enthält ein früheres Arbeitsblatt; --force ersetzt es
worksheet-cancelled = abgebrochen
worksheet-more-files = { $count } weitere
picture-cannot-draw = das Bild kann nicht gezeichnet werden: { $reason }
picture-bad-size = ein Bild von { $width }x{ $height } Pixeln kann nicht gezeichnet werden
picture-cannot-encode = das PNG kann nicht kodiert werden: { $reason }
write-failed = { $path }: die Datei kann nicht geschrieben werden: { $reason }
cli-error = Fehler: { $error }
cli-no-such-puzzle = { $file } enthält { $count } Rätsel; es gibt kein Rätsel { $number }
cli-path-no-solution = { $file } hat keine Lösung, also keinen Lösungsweg
cli-path-length = der Standard-Lösungsweg von { $file } hat { $steps } { $steps ->
    [1] Schritt
   *[other] Schritte
}
cli-path-undecided = die Rückverfolgungssuche konnte nicht klären, ob { $file } genau eine Lösung hat; nur { $steps } { $steps ->
    [1] Schritt gilt
   *[other] Schritte gelten
} für jede Lösung
cli-path-not-unique = { $file } hat mehr als eine Lösung; nur { $steps } { $steps ->
    [1] Schritt gilt
   *[other] Schritte gelten
} für jede Lösung
cli-path-too-short = { $path }; { $what }
cli-what-export = die Stellung nach { $after } lässt sich nicht exportieren
cli-what-draw-step = Schritt { $step } lässt sich nicht zeichnen
cli-what-draw-position = die Stellung nach { $after } lässt sich nicht zeichnen
render-unknown-format = das Bildformat lässt sich aus { $out } nicht erkennen; der Name muss auf .svg oder .png enden
render-onto-puzzle = { $out } ist die Rätseldatei selbst; wähle einen anderen Namen für das Bild
render-drew-step = Schritt { $step } ({ $technique }) auf der Stellung nach { $after } Schritten
render-drew-position = die Stellung nach { $after } Schritten
render-drew-puzzle = das Rätsel
render-drew-example = das Beispiel der Anleitung für { $technique }, wo die Technik greift
render-no-example = { $technique } hat kein Beispiel in der Anleitung (kein mitgeliefertes Rätsel erreicht die Technik)
render-done = { $out }: { $drawn }, { $size }x{ $size } Pixel
explain-count-none = es hat keine Lösung
explain-count-undecided = die Suche gab auf, bevor sie es klären konnte
explain-count-many = es hat mehr als eine
explain-needs-unique = { $file }: explain braucht ein Rätsel mit genau einer Lösung, und { $count }
cli-puzzle-label = { $file } #{ $number } (Textzeile { $line })
status-searching-step = Suche den nächsten Schritt...
status-searching-hint = Suche einen Hinweis...
status-searching-all = Suche alle Schritte...
status-stepping-example = Gehe im Beispiel bis dorthin, wo die Technik greift...
status-stepping-practice = Gehe im neuen Rätsel bis dorthin, wo die Technik greift...
filter-puzzle-files = Alle Rätseldateien
filter-png = PNG-Bild
filter-svg = SVG-Bild
filter-profile = Lernprofil (.json)
filter-game = Sudoku-Stepper-Spiel (.json)
settings-not-kept = Die Einstellungen konnten nicht in { $path } gespeichert werden: { $reason }
game-not-kept = Das laufende Spiel konnte nicht in { $path } aufbewahrt werden: { $reason }. Spiel speichern (Strg+S) legt es in einer Datei deiner Wahl ab.
pasted-name = eingefügtes Rätsel
address-name = Rätsel aus der Seitenadresse
web-not-started = Sudoku Stepper konnte in diesem Browser nicht starten: es braucht WebGL 2. Die Browser-Konsole sagt mehr.
daily-name = Rätsel des Tages { $date }, { $level }{ $rules }
practice-puzzle-name = Übung { $technique } { $size } (Startwert { $seed })
new-puzzle-name = Neu { $level } { $size }{ $rules } (Startwert { $seed })
reason-cage-sum = der Käfig { $cells } hat die Summe { $total }
reason-diagonal-sum = der Little-Killer-Hinweis der Diagonale { $cells } nennt die Summe { $total }
reason-house-total = { $house } enthält jede Ziffer einmal: 1 + 2 + ... + { $n } = { $total }
reason-sum-of-parts = die Zellen von { $parts }: { $arithmetic } = { $total }
reason-sum-of-parts-less = die Zellen von { $parts } ohne die von { $less }: { $arithmetic } = { $total }
reason-combinations-left = die gesetzten Ziffern von { $sum } lassen { $rest } von { $whole } für seine offene Zelle
reason-combinations-one = { $sum } ist die Summe dieser einen Zelle, also ist sie die Ziffer der Zelle
reason-combinations = die Zellen von { $sum } sehen einander, also sind ihre Ziffern verschieden; von den Mengen aus { $count } verschiedenen Ziffern mit der Summe { $rest }{ $placed } passen nur diese je eine in jede Zelle, jede in eine Zelle, die sie enthält{ $with }
reason-combinations-placed = { " " }(was die gesetzten Ziffern von { $whole } übrig lassen)
reason-combinations-group = { $digit } in eine der Zellen von #{ $id }
reason-combinations-with = , und sie setzen { $groups }
reason-every-set-holds = jede Menge von { $sum } enthält { $digit }, und von seinen Zellen enthalten nur diese { $digit }
reason-no-set-places = keine Menge von { $sum } setzt { $digit } in { $cells } und hat dabei noch eine Ziffer für jede andere Zelle
reason-only-places = in { $house } passt { $digit } nur in diese Zellen
reason-places-left = in { $house } passt { $digit } nur in diese Zellen, sobald { $from } gelten
reason-confined = { $digit } steht in einer von { $places } ({ $sum }), und { $cells } sieht sie alle
reason-no-house-filling = keine Füllung von { $house } (ein Kandidat in jeder offenen Zelle, jede Ziffer einmal, die Käfige { $cages } jeweils mit ihrer Summe) setzt { $digit } in { $cells }
reason-no-line-filling = keine Füllung von { $line }, die { $kind ->
    [white] aufeinanderfolgende Ziffern hat
    [black] eine Ziffer und ihr Doppeltes hat
    [no-white] keine aufeinanderfolgenden Ziffern hat
    [no-black] keine Ziffer und ihr Doppeltes hat
    [x] 10 ergibt
    [v] 5 ergibt
    [no-x] nicht 10 ergibt
    [no-v] nicht 5 ergibt
    [nonconsecutive] keine aufeinanderfolgenden Ziffern hat
    [whisper] Nachbarn hat, die sich um 5 oder mehr unterscheiden
    [renban] eine Folge aufeinanderfolgender Ziffern hat
    [palindrome] sich in beiden Richtungen gleich liest
   *[thermometer] von seiner Kugel an steigt
} (ein Kandidat in jeder Zelle), setzt { $digit } in { $cells }
reason-no-arrow-filling = { $arrow }: keine Füllung (ein Kandidat in jeder Zelle), deren Schaft die Zahl des Kreises ergibt, setzt { $digit } in { $cells }
reason-no-sandwich-filling = keine Füllung von { $house } (ein Kandidat in jeder Zelle, jede Ziffer einmal), deren Ziffern zwischen ihrer 1 und { $top } { $sum } ergeben, setzt { $digit } in { $cells }
reason-no-chain-filling = keine Füllung der Zellen, die { $pairs } verbinden (ein Kandidat in jeder, verschiedene Ziffern, wo zwei Zellen ein Haus teilen), setzt { $digit } in { $cells }
reason-line-order = mit { $from } setzt keine Füllung von { $line }, die { $kind ->
    [white] aufeinanderfolgende Ziffern hat
    [black] eine Ziffer und ihr Doppeltes hat
    [no-white] keine aufeinanderfolgenden Ziffern hat
    [no-black] keine Ziffer und ihr Doppeltes hat
    [x] 10 ergibt
    [v] 5 ergibt
    [no-x] nicht 10 ergibt
    [no-v] nicht 5 ergibt
    [nonconsecutive] keine aufeinanderfolgenden Ziffern hat
    [whisper] Nachbarn hat, die sich um 5 oder mehr unterscheiden
    [renban] eine Folge aufeinanderfolgender Ziffern hat
    [palindrome] sich in beiden Richtungen gleich liest
   *[thermometer] von seiner Kugel an steigt
} (ein Kandidat in jeder Zelle), { $digit } in { $cells }
reason-arrow-sum = mit { $from }: { $arrow } – keine Füllung (ein Kandidat in jeder Zelle), deren Schaft die Zahl des Kreises ergibt, setzt { $digit } in { $cells }
reason-filling = { $filling ->
    [every] jede Füllung
   *[no] keine Füllung
} der offenen Zellen von { $sum } (ein Kandidat in jeder, verschieden, wo zwei einander sehen, { $making ->
    [difference] mit seinen gesetzten Ziffern genau der Unterschied
   *[sum] zusammen der Rest, den seine gesetzten Ziffern übrig lassen
}) setzt { $digit } in { $cells }
thermometer-intro = { $technique }: { $line } steigt von seiner Kugel { $bulb } an, also enthält jede Zelle mehr als die Zelle davor.
thermometer-up = Aufwärts gezählt ist das Mindeste jeder Zelle ihr kleinster Kandidat über dem Mindesten der Zelle davor: { $chain }.
thermometer-down = Von der Spitze abwärts gezählt ist das Höchste jeder Zelle ihr größter Kandidat unter dem Höchsten der Zelle danach: { $chain }.
thermometer-so = Also { $eliminations }.
thermometer-first-bound = { $cell } ist { $kind ->
    [at-least] mindestens
   *[at-most] höchstens
} { $bound }
thermometer-next-bound = { $cell } { $kind ->
    [at-least] mindestens
   *[at-most] höchstens
} { $bound }
arrow-intro = { $technique }: { $arrow } – die Ziffern seines Schafts ergeben zusammen { $pill ->
    [yes] die Zahl, die die Ziffern seiner Pille der Reihe nach lesen
   *[no] die Ziffer seines Kreises
}.
arrow-circle-range = { $pill ->
    [yes] liest die Pille { $circle }
   *[no] enthält { $circle }
} { $span ->
    [one] { $low }
    [two] { $low } oder { $high }
   *[many] { $low } bis { $high }
}
arrow-circle-known = { $pill ->
    [yes] Die Pille { $circle } liest
   *[no] Der Kreis { $circle } enthält
} { $span ->
    [one] { $low }.
    [two] { $low } oder { $high }.
   *[many] { $low } bis { $high }.
}
arrow-shaft-sum = Der Schaft ergibt { $which ->
    [least] mindestens { $least_terms } = { $least }
    [most] höchstens { $most_terms } = { $most }
   *[both] mindestens { $least_terms } = { $least } und höchstens { $most_terms } = { $most }
}{ $differ }, also { $range }.
arrow-shaft-bounds = { $first ->
    [yes] Also
   *[no] Und
} enthält jede Schaftzelle { $kind ->
    [at-most] höchstens { $circle } weniger dem, was die anderen Schaftzellen mindestens ergeben
   *[at-least] mindestens { $circle } weniger dem, was die anderen Schaftzellen höchstens ergeben
}{ $differ }: { $bounds }.
arrow-bound = { $cell } { $kind ->
    [at-most] höchstens
   *[at-least] mindestens
} { $circle } - { $others } = { $bound }
arrow-fillings = Von den Füllungen seiner Kandidaten (verschiedene Ziffern, wo zwei Zellen ein Haus teilen) { $count ->
    [one] lässt nur { $fillings } (der Kreis, dann der Schaft vom Kreis aus) den Schaft die Zahl des Kreises ergeben.
   *[other] lassen nur { $fillings } (der Kreis, dann der Schaft vom Kreis aus) den Schaft die Zahl des Kreises ergeben.
}
arrow-filling = { $number } = { $terms }
arrow-differ = {" "}({ $groups }, also unterscheiden sich ihre Ziffern)
arrow-differ-group = { $cells } teilen { $house }
