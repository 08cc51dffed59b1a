# The English catalogue: every text of the window and the command line, by key.
# Keys of commands: <command> (its button or menu entry), <command>-does (what it does: the
# tooltip and the README's key table), <command>-keys (keys that are not shortcuts).

menu-file = File
menu-edit = Edit
menu-view = View
menu-tools = Tools
menu-help = Help

take-step = Take Step
take-step-does = apply the next deduction

toggle-solve = Solve Puzzle
toggle-solve-does = take steps on a timer (1-20 per second) until solved, or stop (the button reads Stop Solving while it runs)

back = Back
back-does = undo the last step or move (Backspace only while no cell is chosen; with a cell chosen it empties that cell)

redo = Redo
redo-does = redo what Back took back

reset = Reset
reset-does = back to the givens

hint = Hint
hint-does = a hint: 0 says where to look (a house or a digit), 1 names the next technique, 2 shows its houses and pattern, 3 the whole step (press again for the next level)

apply-hint = Apply Hint
apply-hint-does = take the step the hint is about

walk-proof = Walk through proof
walk-proof-does = walk through the proof of the shown step (a chain or forcing step; the selected log row or hint 3) one fact at a time, or close the walkthrough

next-fact = Next fact >
next-fact-does = the next fact of the walkthrough: the board marks the facts so far, the current fact and the facts it rests on

previous-fact = < Previous fact
previous-fact-does = the fact before, in the walkthrough

enter-proof = Open nested proof
enter-proof-does = open the nested proof of the current fact (a candidate a nested net rules out)

leave-proof = Leave nested proof
leave-proof-does = leave the nested proof, back to the fact it proves

all-steps = All Steps
all-steps-does = list every step the enabled techniques find now (up to 50 per technique; the forcing searches give one), sort by difficulty or eliminations, preview one, apply it

choose-cell = click a cell
choose-cell-does = choose a cell for play (an arrow key chooses r1c1 when none is; arrow keys move it and never take or undo steps; Escape lets go); the chosen cell holds the keyboard focus, so a screen reader reads it
choose-cell-keys = arrow keys

play-digit = Play: 1 2 3 ...
play-digit-does = place a digit in the chosen cell, or toggle it as a pencil mark in pencil mode (your digits are purple, the solver's blue, the givens black or white)
play-digit-keys = 1-9; above 9x9 two digits for 10 and up (1 then 2 for 12, Enter after a lone 1)

erase = Erase
erase-does = empty the chosen cell

toggle-pencil = Pencil marks
toggle-pencil-does = pencil mode: typed digits add or remove pencil marks

toggle-asking = Why?
toggle-asking-does = question mode: the next digit typed asks why it cannot go in the chosen cell (on a digit you placed: whether it is right, and why)

ask-about = right-click a candidate
ask-about-does = ask why that candidate cannot go there (or, on a digit you placed, whether it is right); the answer shows like a hint: Hint for more, Apply Hint to take it
ask-about-keys = Q, then the digit, on the chosen cell

toggle-check = Check
toggle-check-does = show placed digits that differ from the solution in red (with one wrong digit, the contradiction it leads to shows like a hint)

highlight-digit = See: 1 2 3 ...
highlight-digit-does = highlight every cell where a digit can go or stands, its candidates marked (again, or Escape: off); the digit keys do it while no cell is chosen
highlight-digit-keys = 1-9 with no cell chosen

toggle-bivalue = Bivalue cells
toggle-bivalue-does = highlight the bivalue cells (exactly two candidates)

toggle-peers = Cells it sees
toggle-peers-does = highlight the cells that see the chosen cell (its row, column and box)

toggle-colouring = Colour
toggle-colouring-does = colouring: a click on a candidate, or its digit typed on the chosen cell, paints it in the chosen colour (blue, each press of O the next colour: green, orange, pink, then off); each paint is a log row, so Back takes it back

clear-colours = Clear colours
clear-colours-does = take every colour off (Back brings them back)

focus-menus = Menus
focus-menus-does = move the keyboard focus to the File menu: Enter opens it, the arrow keys and Tab move through the menus and their items, Escape leaves them; Tab goes on through the buttons, the log and the board

guide = Technique Guide...
guide-does = what each technique does and why it works; Show me opens an example stepped to where it applies, Practise a new puzzle that needs it (the step hidden)

experiments = Experiments...
experiments-does = experiments: random givens, or a whole collection, plotted and exported as CSV

new-puzzle = New Puzzle...
new-puzzle-does = generate a puzzle (size, difficulty or a technique to practise, symmetry, seed; runs in the background, can be cancelled)

open-daily = Puzzle of the day
open-daily-does = make and open today's puzzle, the same on every machine for the date and level (`sudoku-stepper daily` prints it too), one level above the hardest you finished unaided (Easy at first)

practise-next = Practise next
practise-next-does = generate a 9x9 puzzle that needs what to practise next: a technique due for review, or the next one you have not mastered whose prerequisites you have (see View > Progress)
drill-next = Drill next
drill-next-does = start a round of 5 drills of what Practise next would practise (a review that is due, or the next technique you have not mastered): positions where it applies and nothing simpler does
drill-technique = Drill a technique
drill-technique-does = start a round of 5 drills of a technique you choose, by level
check-drill = Check drill
check-drill-does = check your marks on the drill under way: right, partly right (what is still to mark, and why each wrong mark is wrong) or not yet; the first Check of each drill counts in Progress
next-drill = Next drill
next-drill-does = go on to the next drill of the round (5 drills; a drill is a position where the technique is the first of the default order that applies)

export-profile = Export profile...
export-profile-does = save a copy of your learner's profile (what Progress shows) as a JSON file

import-profile = Import profile...
import-profile-does = use a profile file (an exported copy) in place of your profile; a file that is not one, or comes from a newer version, is refused and your profile kept

reset-profile = Reset profile
reset-profile-does = start your profile anew: the status line says what it would clear, and choosing it again right away clears it

open = Open...
open-does = open a file (`.sud` filter, plus "All puzzle files")

open-sample = Open sample
open-sample-does = open a bundled puzzle (4x4 up to 25x25)
open-recent = Open recent
open-recent-does = open a file opened or saved lately (the last 8, latest first)
no-recent-files = No recent files yet

save = Save puzzle as .sud...
save-does = save only the puzzle (its givens and rules) as `.sud`, for other solvers (a puzzle loaded as a pencil-mark position as a pencil-mark grid); Save game keeps your progress
save-game = Save game...
save-game-does = save the game in progress whole: the puzzle, every step and move in the log with what Back took back, pencil marks, colours and the hints taken (a `.json` game file; Open resumes it, and `check`, `solve` and `explain` read its position)

export-picture = Export picture...
export-picture-does = save the board as shown (its step, highlights, removed candidates, chain arrows and colours, in the window's theme) as a PNG or SVG picture

export-worksheet = Export worksheet...
export-worksheet-does = write a printable worksheet of the puzzle into a folder: an HTML and a Markdown page with the puzzle, each step beyond singles drawn with its explanation and proof, the singles summarised, the rating and the solution

copy-position = Copy position
copy-position-does = copy the shown position for another solver: the givens while nothing has changed, else a pencil-mark grid (a candidate string when a pencil-mark grid cannot hold it); on a variant board an f-puzzles link, givens and rules

copy-givens = Copy givens
copy-givens-does = copy the givens as one line (81 characters on 9x9)

copy-digits = Copy givens and placed digits
copy-digits-does = copy the givens and the placed digits as one line

copy-pencil-marks = Copy as pencil-mark grid
copy-pencil-marks-does = copy the shown position as a pencil-mark grid, the layout HoDoKu and Simple Sudoku print and paste

copy-sukaku = Copy as candidate string (Sukaku)
copy-sukaku-does = copy the shown position as a candidate (Sukaku) string, one character per candidate (729 on 9x9)

copy-hodoku = Copy as HoDoKu library line
copy-hodoku-does = copy the shown position as a HoDoKu library line (givens, placed digits and the candidates taken out; up to 9x9)

paste = Paste puzzle
paste-does = open the puzzle on the clipboard, in any format a file may have (the current puzzle stays if it cannot be read)

toggle-candidates = Show candidates
toggle-candidates-does = hide or show candidates

toggle-recognition = Name the technique of my moves
toggle-recognition-does = in the log row of each digit you place and pencil mark you remove, name the simplest step of your techniques that justifies it there ("a guess" when none does, "a mistake" when it contradicts the solution), worked out in the background (kept between runs)

toggle-guessing = Allow Brute Force guesses
toggle-guessing-does = allow or forbid guessing

theme = Theme
theme-does = System (the desktop's choice), Light, Dark or Colour-blind safe colours (kept between runs)

text-size = Text size
text-size-does = every text, button and the board from 100% to 200% of their normal size (kept between runs)

language = Language
language-does = the window's language: English or Deutsch (kept between runs)

toggle-notation = Cell names like E5
toggle-notation-does = name cells E5 (rows lettered A, B, C... from the top, as SudokuWiki does) instead of r4c5, on the board, in messages, hints, proofs and the log (kept between runs)

difficulty = What makes it hard...
difficulty-does = what makes the puzzle hard: what set its level, the steps above Easy (click one to see it in the log), the points per technique, and the rating without each of the hardest techniques (also a click on the rating in the status bar)

progress = Progress...
progress-does = your progress: per technique (by level) a bar for how well you know it and how often you met it, did it unaided, asked a hint for it or made a mistake near it; and your finished puzzles over time

techniques = Techniques...
techniques-does = reorder techniques, turn them off or on, reset to default (kept between runs; used by Take Step, Solve, hints, All Steps and the rating)

zoom-in = Zoom in
zoom-in-does = a bigger board (up to 5 times the panel), scrolled with the wheel or the scroll bars; the chosen cell stays in view

zoom-out = Zoom out
zoom-out-does = a smaller board, down to the size of its panel

zoom-reset = Fit the board
zoom-reset-does = fit the board to its panel again

theme-system = System
theme-light = Light
theme-dark = Dark
theme-colour-blind = Colour-blind safe
theme-colour-blind-does = Okabe-Ito colours that stay apart for every common colour-vision deficiency

keys-or = { $first } or { $last }
key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-space = Space
key-backspace = Backspace
key-delete = Delete

stop-solving = Stop Solving
steps-per-second = steps/s
close-walkthrough = Close walkthrough

status-puzzle = { $name }  |  { $size }  |  { $givens } givens  |  { $solutions }  |
status-steps = |  { $count } { $count ->
    [1] step
   *[other] steps
}
status-rating = { $level } ({ $score })
status-rating-yours = { $level } ({ $score }, your techniques)
status-rating-now = rating...
status-unrated-by-yours = not solved by your techniques
status-unrated-multiple = not rated: more than one solution
status-unrated-none = not rated: no solution
status-unrated-undecided = not rated: uniqueness undecided
status-unrated = not rated
status-unrated-yet = not rated yet
status-solution-unique = unique solution
status-solutions-multiple = multiple solutions
status-solution-none = no solution
status-solutions-undecided = solutions undecided
status-solutions-counting = counting solutions...
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-unfair = Unfair
level-extreme = Extreme
play-bar = Play:
play-digit-menu = Digit to play
play-digit-menu-none = digit
see-bar = See:
see-digit-menu = Digit to see
see-digit-menu-none = none
see-digit-does = Highlight every place of { $digit }
paint-blue = blue
paint-green = green
paint-orange = orange
paint-pink = pink
paint-blue-does = Paint candidates blue (click again: off)
paint-green-does = Paint candidates green (click again: off)
paint-orange-does = Paint candidates orange (click again: off)
paint-pink-does = Paint candidates pink (click again: off)
log-heading = Steps
hint-heading = Your hint
answer-heading = The answer
log-empty-no-puzzle = Open a puzzle to see its steps here.
log-empty = Press Take Step (Space) or Solve Puzzle (S) to begin.
replace-heading = Replace the puzzle?
replace-yes = Replace
replace-no = Keep this puzzle
error-heading = Error

house-row = row { $label }
house-column = column { $label }
house-box = box { $label }
house-region = region { $label }
house-falling-diagonal = the falling diagonal
house-rising-diagonal = the rising diagonal
house-window = window { $label }

seen-row-column-box = its row, column or box
seen-row = row
seen-column = column
seen-box = box
seen-region = region
seen-diagonal = diagonal
seen-window = window
seen-houses = its { $houses }
seen-houses-and-moves = its { $houses }, or in a cell { $moves }
full-house-step = { $technique }: { $cell } is the only empty cell left in { $house }, so it takes the one missing digit: { $cell } = { $digit }.
naked-single-step = { $technique }: { $digit } is the only candidate left in { $cell }; every other digit is already in { $seen } or has been ruled out, so { $cell } = { $digit }.
hidden-single-step = { $technique }: in { $house }, { $digit } fits only in { $cell }, so { $cell } = { $digit }.

list-and = {" and "}
list-or = {" or "}
lines-rows = rows { $list }
lines-columns = columns { $list }
boxes-list = boxes { $list }
locked-candidates-step = { $technique }: in { $source }, { $digit } fits only in { $target } ({ $cells }), so the { $digit } of { $target } must be in { $source } and { $digit } can be removed from the rest of { $target }: { $eliminations }.
common-peer-step = { $technique }: in { $house }, { $digit } fits only in { $places }; { $sightings }. Whichever of them holds the { $digit }, { $seers } { $count ->
    [1] sees
   *[other] see
} it, so { $eliminations }.
common-peer-sighting = { $cell } sees every one of them ({ $ways })
peer-in-house = { $cells } in { $house }
peer-a-move-away = { $cells } { $away }
peer-in-cage = { $cells } in the cage at { $cell }

naked-subset-step = { $technique }: in { $house }, { $cells } can only hold { $digits } between them, so these { $count ->
    [2] two
    [3] three
   *[other] four
} cells take those digits and no other cell of { $house } can: { $eliminations }.
hidden-subset-step = { $technique }: in { $house }, { $digits } fit only in { $cells }, so these { $count ->
    [2] two
    [3] three
   *[other] four
} cells must hold those digits and can have no other candidate: { $eliminations }.
locked-subset-step = { $technique }: { $cells } lie in both { $line } and { $block } and can only hold { $digits } between them, so those digits are used up there and leave the other cells of both houses: { $eliminations }.

status-step = Step { $number }: { $technique }.
status-puzzle-solved = {" "}The puzzle is solved.
status-opened = Opened { $name }.

candidate-elimination-step = Candidate Elimination: every empty cell starts with all digits as candidates; each loses the digits already placed in { $seen } ({ $count } candidates removed).
candidate-elimination-parity-step = Candidate Elimination: every empty cell starts with all digits as candidates (a cell marked odd only the odd ones, a cell marked even only the even ones); each loses the digits already placed in { $seen } ({ $count } candidates removed).
basic-fish-step = { $technique } on { $digit }: in { $base }, { $digit } fits only in { $covers }. Each of these { $kind ->
    [rows] rows
   *[columns] columns
} needs its { $digit } in a different one of those { $kind ->
    [rows] columns
   *[columns] rows
}, so the { $digit }s of { $covers } all lie in { $base } and { $digit } can be removed from the other cells of those { $kind ->
    [rows] columns
   *[columns] rows
}: { $eliminations }.

technique-on-digit = { $technique } on { $digit }
chain-step = { $subject }: if { $first } is false, then { $sequence }. So { $first } or { $last } is true; { $removals }.
chain-summary = { $subject }: { $first } or { $last } is true, so { $eliminations } goes
chain-start-holds-step = { $technique }: if { $name } is false, then { $sequence }, which contradicts the supposition. So { $name } is true, and the other candidates of { $cell } go: { $eliminations }.
chain-start-holds-summary = { $technique }: supposing { $name } false leads back to { $name }, so it is true and { $eliminations } goes
loop-summary = { $technique }: a continuous loop through { $start }, so { $eliminations } goes
loop-step = { $title } (continuous loop{ $aside }): if { $first } is false, then { $sequence }, and { $clash }, so the chain closes into a loop of alternating strong and weak links. Read from either end of any weak link, the loop makes that end or the other one true, so each weak link has a true end and whatever clashes with both ends goes: { $reasons }.
loop-link-cell = { $cell } holds { $first } or { $second }
loop-link-one-of = one of { $first } and { $second } is true
group-means = { $group } means that { $digit } is in one of those cells
removals-seeing-both-ends = every candidate that sees both ends is removed: { $eliminations }
removal-in-end-cell = { $cell }<>{ $digit }, as { $cell } holds { $own } if { $end } is true, and { $other }
end-holds-if = { $cell } holds { $digit } if { $end } is true
end-sees-if = { $end } sees { $cell } if { $end } is true
clash-same-cell = { $cell } cannot hold both
clash-sees = { $first } sees { $second }
clash-not-both = { $first } and { $second } cannot both be true
sight-house = share { $house }
sight-knight-move = are a knight's move apart
sight-king-move = are a king's move apart
away-knight-move = a knight's move away
away-king-move = a king's move away
sight-cage = share the cage at { $cell }
sighting = { $first } and { $second } { $sight }
sightings-here = {" "}Here { $sightings }.
fact-contradiction = contradiction
fact-sum = { $cells } { $count ->
    [1] is
   *[other] add up to
} { $total }
fact-sets = { $cells } { $count ->
    [1] holds
   *[other] hold
} { $sets }
clash-no-candidate = { $cell } has no candidate left
clash-no-place = { $digit } has no place left in { $house }
clash-twice = { $digit } is twice in { $house }
tag-as = as { $sources }
tag-sees = sees { $sources }
tag-other-option = the other option, as { $sources }
tag-naked-single = naked single
tag-naked-single-from = naked single, from { $sources }
tag-hidden-single = hidden single in { $house }
tag-hidden-single-from = hidden single in { $house }, from { $sources }
tag-places-left = the places of { $digit } left in { $house }
tag-places-left-from = the places of { $digit } left in { $house }, after { $sources }
tag-beside-places-left = { $own ->
    [yes] one of { $places } and beside the others: as { $removed } it would leave { $digit } no place there
   *[no] beside each of { $places }, one of which holds { $digit }, next to { $removed }
}
tag-cage = the cage { $cells } adds up to { $sum }
tag-cage-with = the cage { $cells } adds up to { $sum }, with { $sources }
tag-diagonal = the little killer's diagonal { $cells } adds up to { $sum }
tag-diagonal-with = the little killer's diagonal { $cells } adds up to { $sum }, with { $sources }
tag-sandwich = the sandwich { $sum } of { $house }
tag-sandwich-with = the sandwich { $sum } of { $house }, with { $sources }
tag-line = { $line } { $kind ->
    [white] holds consecutive digits
    [black] holds a digit and its double
    [no-white] holds no consecutive digits
    [no-black] holds no digit and its double
    [x] adds up to 10
    [v] adds up to 5
    [no-x] does not add up to 10
    [no-v] does not add up to 5
    [nonconsecutive] holds no consecutive digits
    [whisper] has neighbours that differ by 5 or more
    [renban] holds a run of consecutive digits
    [palindrome] reads the same both ways
   *[thermometer] rises
}
tag-line-with = { $line } { $kind ->
    [white] holds consecutive digits
    [black] holds a digit and its double
    [no-white] holds no consecutive digits
    [no-black] holds no digit and its double
    [x] adds up to 10
    [v] adds up to 5
    [no-x] does not add up to 10
    [no-v] does not add up to 5
    [nonconsecutive] holds no consecutive digits
    [whisper] has neighbours that differ by 5 or more
    [renban] holds a run of consecutive digits
    [palindrome] reads the same both ways
   *[thermometer] rises
}, with { $sources }
tag-arrow = { $arrow } adds up
tag-arrow-with = { $arrow } adds up, with { $sources }
tag-inner = { $fact } fails, proof #{ $first } to #{ $last }
nested-technique = { $technique } (nested, depth { $depth })
contradiction-step = { $technique }{ $note }: suppose { $assumed }. Then { $facts }, and then { $clash }, which is impossible. So { $opposite }.
contradiction-step-direct = { $technique }{ $note }: suppose { $assumed }. Then { $clash }, which is impossible. So { $opposite }.
contradiction-summary = { $technique }: { $assumed } leads to a contradiction ({ $clash }), so { $opposite }
branch-cell = { $cell } holds { $digits }
branch-places = the { $digit } of { $house } is in { $places }
first-case = If { $assumed }: { $facts }
first-case-direct = If { $assumed }, directly
case = if { $assumed }: { $facts }
case-direct = if { $assumed }, directly
verity-step = { $technique }{ $note }: { $subject }. { $cases }. Every case gives { $conclusion }, so { $conclusion }.
verity-summary = { $technique }: each of { $alternatives } leads to { $conclusion }, so { $conclusion }
inconsistent-no-candidate = { $cell } is empty and has no candidate left
inconsistent-repeated = { $digit } appears twice in { $house }
inconsistent-no-solution = the puzzle has no solution
single-digit-step = { $technique } on { $digit }: in { $first_house }, { $digit } fits only in { $first_end } and { $first_far }; in { $second_house }, only in { $second_end } and { $second_far }. { $first_end } and { $second_end } see each other, so at most one of them is { $digit }; therefore { $first_far } or { $second_far } is { $digit }, and { $digit } can be removed from every cell that sees both: { $eliminations }.
empty-rectangle-step = { $technique } on { $digit }: in { $block }, { $digit } lies only in { $row } and { $column } ({ $cells }). In { $link }, { $digit } fits only in { $near } and { $far }. If { $near } is { $digit }, { $line } has its { $digit } outside { $block }, so the { $digit } of { $block } is in { $other_line } and { $target } cannot be { $digit }; otherwise { $far } is { $digit } and sees { $target }. Either way: { $eliminations }.
xy-wing-step = { $technique }: { $pivot } holds { $x } or { $y }. If it is { $x }, { $first } ({ $x } or { $z }) must be { $z }; if it is { $y }, { $second } ({ $y } or { $z }) must be { $z }. Either way one of them is { $z }, so { $z } can be removed from every cell that sees both: { $eliminations }.
xyz-wing-step = { $technique }: { $pivot } holds { $pivot_digits }; { $first } holds { $first_digits } and { $second } holds { $second_digits }. Whichever digit the first cell takes, one of the three cells is { $z }, so { $z } can be removed from every cell that sees all three: { $eliminations }.
digit-only-in = { $digit } only in { $cell }
digit-in = { $digit } in { $cells }
wxyz-wing-step = { $technique }: { $pattern } hold only { $digits } between them. Every digit but { $z } lies only in cells that see each other ({ $confined }), so each of { $others } can fill at most one of the four cells, and without { $z } one cell would be left empty. So one of { $holders } is { $z }, and { $z } can be removed from every cell that sees { $count ->
    [2] both
   *[other] all of them
}: { $eliminations }.
w-wing-step = { $technique }: { $first } and { $second } both hold only { $x } and { $y }. In { $house }, { $x } fits only in { $first_end } and { $second_end }, which see { $first } and { $second }; one of them is { $x }, so one of { $first } and { $second } cannot be { $x } and must be { $y }. { $y } can be removed from every cell that sees both: { $eliminations }.
remote-pair-step = { $technique }: { $chain } all hold only { $first_digit } and { $second_digit }, and each sees the next, so their values alternate along the chain. { $start } and { $end } are an odd number of links apart and hold different digits, one { $first_digit } and one { $second_digit }; every cell that sees both loses { $first_digit } and { $second_digit }: { $eliminations }.
remote-pair-summary = { $technique }: { $start } and { $end } hold different digits of { $first_digit } and { $second_digit }, so { $eliminations } goes
bug-plus-one-step = { $technique }: every empty cell holds two candidates except { $cell }, which holds three. Without the { $digit } in { $cell }, every digit would have exactly two places in each house, a deadly pattern with two solutions. Assuming the puzzle has a unique solution, { $cell } must be { $digit }.
simple-colors-clusters = { $technique } on { $digit }: the cells linked by strong links on { $digit } take two colours, A ({ $first }) and B ({ $second }), and exactly one colour holds { $digit }.
colour-wrap = { $describe } { $first } and { $second } are both colour { $colour } and see each other, so colour { $colour } cannot be { $digit }: { $eliminations }.
colour-trap = { $describe } A cell that sees both colours cannot be { $digit }: { $eliminations }.
multi-colors-clusters = { $technique } on { $digit }: two clusters of strong links on { $digit } are coloured A ({ $a }) / B ({ $b }) and C ({ $c }) / D ({ $d }); in each cluster exactly one colour holds { $digit }.
multi-colors-wrap = { $describe } { $first } ({ $colour }) sees { $first_seen } (C) and { $second } ({ $colour }) sees { $second_seen } (D): if { $colour } held { $digit }, neither C nor D could, yet one of them must. So colour { $colour } cannot be { $digit }: { $eliminations }.
multi-colors-wing = { $describe } { $first } ({ $colour }) sees { $seen } ({ $seen_colour }), so those two colours are not both true and { $own_partner } or { $other_partner } holds { $digit }. A cell that sees a cell of { $own_partner } and one of { $other_partner } cannot be { $digit }: { $eliminations }.
rectangle-plain = { $cells } { $count ->
    [1] holds
   *[other] hold
} nothing else
rectangle-deadly = , so all four corners would hold only { $a } and { $b }
digit-from-cells = { $digit } from { $cells }
rectangle-lost = , or did until earlier steps removed { $removed } (that only narrows what they can end up holding: if all four end up with { $a } and { $b }, the rectangle is still deadly)
rectangle-step = { $technique }: assuming the puzzle has a unique solution, no four cells at the corners of a rectangle over two boxes may end up holding only { $a } and { $b } (the two digits could be swapped). Here { $corners } all hold { $a } and { $b }{ $lost }; { $reasoning }. So { $eliminations }.
rectangle-type-1 = { $floor } hold nothing else, so { $roof } must take one of its other digits
rectangle-same-extra = { $plain }; { $roof } also hold { $digit }, and one of them must be { $digit } (else the rectangle would be deadly), so no cell that sees them all can be { $digit }
house-and-box-holding-all = { $house } and { $block } (which holds them all)
rectangle-type-3 = one of { $roof } must take a digit other than { $a } and { $b }, so their other digits ({ $extras }) act as one cell, which with { $subset } forms a naked subset of { $digits } in { $houses }; the other cells there lose those digits
rectangle-type-4 = { $plain }; in { $house }, { $locked } fits only in { $roof }, so one of them is { $locked }, and neither may be { $other }: the other would be { $locked }{ $deadly }
rectangle-type-6 = { $plain }; { $digit } fits only in these corners in { $first_line } and in { $second_line }; if { $roof } were { $digit }, both would be, and { $floor } would both be { $other }{ $deadly }; so neither can be { $digit }
hidden-rectangle = { $corner } holds only { $a } and { $b }, and { $locked } fits only in these corners in { $first_line } and { $second_line }; if { $target } were { $other }, { $neighbours } would both be { $locked } and { $corner } { $other }{ $deadly }
avoidable-rectangle-1-step = { $technique }: assuming the puzzle has a unique solution, { $first } = { $b }, { $second } = { $b } and { $third } = { $a } were found by the solver, not given; if { $cell } were { $a }, the four corners could swap { $a } and { $b } and the puzzle would have two solutions. So { $cell } <> { $a }.
avoidable-rectangle-2-step = { $technique }: assuming the puzzle has a unique solution, { $first } = { $first_value } and { $second } = { $second_value } were found by the solver, not given; if neither { $first_empty } nor { $second_empty } were { $extra }, they would be { $first_other } and { $second_other }, and the four corners could swap { $first_value } and { $second_value }. So one of them is { $extra }, and every cell that sees both loses it: { $eliminations }.
petal = { $label } = { $cells } ({ $digits }) for { $digit }
death-blossom-step = { $technique }: the stem { $stem } holds { $digits }, and each of its digits has a petal, an almost locked set (n cells holding n + 1 digits) whose every place of that digit sees { $stem }: { $petals }. Whichever digit { $stem } takes, its petal loses that digit and its other digits are all placed in it, { $z } among them. So { $z } is in one of { $labels }, and every cell that sees all their { $z }s loses it: { $eliminations }.
digits-in-set = { $digits } { $count ->
    [1] is
   *[other] are
} in { $set }
als-xz-double-step = { $technique }, doubly linked: almost locked sets (n cells holding n + 1 digits) A = { $a } and B = { $b } are linked by two digits: every { $x } of A sees every { $x } of B, and every { $y } of A sees every { $y } of B, so neither digit fits in both sets. A set of n cells cannot lack two of its n + 1 digits, so each set holds { $x } or { $y }; as neither fits in both, each holds exactly one of them, lacks the other and has all its other digits placed in it. So { $x } and { $y } are each in A or in B{ $locked }. A cell outside the sets loses such a digit when it sees all of its places there (for { $x } and { $y }, in both sets): { $eliminations }.
als-story-start = If { $first } held no { $z }, its other digits would all be placed in it, so it would hold { $link }
als-story-next = ; then { $next } could not hold { $link } (every { $link } of { $next } sees every { $link } of { $previous }) and would hold { $then }
als-step = { $technique }: almost locked sets (n cells holding n + 1 digits) { $sets }. { $story }. So { $z } is in { $first } or in { $last }, and every cell that sees all their { $z }s loses it: { $eliminations }.
and-then = and { $rest }
sue-de-coq-remaining = { $count ->
    [1] the remaining cell of { $cells } takes { $digits }
   *[other] the remaining { $count } cells of { $cells } take { $digits }
}
sue-de-coq-step = { $technique }: where { $line } meets { $block }, { $core } hold { $digits } ({ $digit_count } digits in { $cell_count } cells). { $line_side }. { $box_side }. These { $taken } digits of { $digits } are different ({ $line_core } against { $box_core }) and differ from those of { $core } (which share { $line } with the first cells and { $block } with the others), so the pattern takes every digit of { $digits } exactly once{ $extras }: { $line_digits } only within { $line }, { $box_digits } only within { $block }{ $rest }. So { $eliminations }.
sue-de-coq-rest = and { $digits } only where they meet
sue-de-coq-side-plain = { $count ->
    [1] { $cells } in { $house } holds only { $digits }, so it takes one of them
   *[other] { $cells } in { $house } hold only { $digits }, so they take { $count } of them
}
sue-de-coq-side-extras = { $cells } in { $house } hold { $digits }; sharing { $house }, they hold { $extra_count ->
    [1] { $extras }
   *[other] each of { $extras }
} at most once, so { $at_least ->
    [1] at least one of them takes
   *[other] at least { $at_least } of them take
} one of { $core }
sashimi-note = sashimi: without the { $fin_count ->
    [1] fin
   *[other] fins
}, one of the base { $kind ->
    [rows] rows
   *[columns] columns
} would hold { $digit } only once
finned-fish-shape = in { $base }, { $digit } fits only in { $covers } apart from the { $fin_count ->
    [1] fin
   *[other] fins
} { $fins }{ $region }{ $sashimi }
in-house = {" "}in { $house }
finned-fish-step = { $technique } on { $digit }: { $shape }. If no fin is { $digit }, the fish removes { $digit } from the rest of those { $cover_kind ->
    [rows] rows
   *[columns] columns
}; if a fin is { $digit }, every cell that sees it loses { $digit }. Either way, the cells of the { $cover_kind ->
    [rows] rows
   *[columns] columns
} that see the { $fin_count ->
    [1] fin
   *[other] fins
} lose { $digit }: { $eliminations }.
exo-fins = { $cells } (outside the cover)
endo-fins = { $cells } (shared by two base houses, where one { $digit } would serve both)
cannibals = and { $cells } too: { $count ->
    [1] it lies
   *[other] each lies
} in two cover houses, and one { $digit } cannot fill two
shared-but = {" "}but { $cells }
complex-fish-body = { $technique } on { $digit }: the base houses { $base } share no place of { $digit }{ $shared }, so each needs its own { $digit }: { $size ->
    [2] two
    [3] three
    [4] four
   *[other] { $size }
} { $digit }s in all. All their places of { $digit } lie in the cover houses { $covers }, which hold one { $digit } each, so the { $size ->
    [2] two
    [3] three
    [4] four
   *[other] { $size }
} { $digit }s fill the cover
complex-fish-body-finned = { $technique } on { $digit }: the base houses { $base } share no place of { $digit }{ $shared }, so each needs its own { $digit }: { $size ->
    [2] two
    [3] three
    [4] four
   *[other] { $size }
} { $digit }s in all. Apart from the { $fin_count ->
    [1] fin
   *[other] fins
} { $fins }, all their places of { $digit } lie in the cover houses { $covers }, which hold one { $digit } each, so the { $size ->
    [2] two
    [3] three
    [4] four
   *[other] { $size }
} { $digit }s fill the cover
complex-fish-step = { $fish }: the other cells of the cover lose { $digit }{ $cannibals }: { $eliminations }.
complex-fish-finned-step = { $fish }, unless a fin is { $digit }. If no fin is { $digit }, the other cells of the cover lose { $digit }{ $cannibals }; if a fin is { $digit }, every cell that sees it loses { $digit }. Either way, the cells of the cover that see every fin lose { $digit }: { $eliminations }.
aligned-pair-case = with { $other }={ $partner }, { $set } ({ $digits }) would lose { $digit } and { $partner }, { $size ->
    [1] leaving it no candidate
    [2] leaving its 2 cells only 1 digit
   *[other] leaving its { $size } cells only { $left } digits
}
aligned-pair-reason = { $cell } cannot be { $digit }, as { $other } would then be { $partners }: { $cases }
aligned-pair-step = { $technique }: { $first } and { $second } lie in { $house }, so they hold two different digits. A pair of digits for them is impossible when an almost locked set (n cells holding n + 1 digits) outside them holds both, every place of each digit seeing the cell that would take it: the set would lose both digits. { $reasons }. So: { $eliminations }.
siamese-fish-step = { $technique } on { $digit }: two fish share their base lines. Fish A ({ $first }): { $first_shape }. Fish B ({ $second }): { $second_shape }. Each stands on its own: if none of its fins is { $digit }, it removes { $digit } from the rest of its cover { $covers ->
    [rows] rows
   *[columns] columns
}; if a fin is { $digit }, every cell that sees it loses { $digit }. So the cells of each fish's cover { $covers ->
    [rows] rows
   *[columns] columns
} that see all its fins lose { $digit }: A removes { $first_eliminations }, B removes { $second_eliminations }.
extended-rectangle-step = { $technique }: { $cells } lie in { $turned ->
    [columns] three rows and two columns, each row's
   *[rows] two rows and three columns, each column's
} two cells in one box. If all six held only { $digits }, the two { $turned ->
    [columns] columns could trade their digits row by row
   *[rows] rows could trade their digits column by column
} and the puzzle would have two solutions. { $others } hold nothing but those digits, so { $target } must be something else: { $eliminations }.
brute-force-step = { $technique }: no logical technique finds a step here, so { $cell } = { $digit } is taken from the solution found by trial and error. This is a guess, not a deduction.
brute-force-step-forcing-spent = { $technique }: the forcing searches have run all the propagations one solve allows them, and no other technique finds a step here, so { $cell } = { $digit } is taken from the solution found by trial and error. This is a guess, not a deduction.
medusa-shares-cell = shares its cell with { $by } ({ $colour })
medusa-sees = sees { $by } ({ $colour })
medusa-wrap-pair = { $first } and { $second } are both colour { $colour } and { $same_cell ->
    [yes] lie in one cell
   *[no] are the same digit in cells that see each other
}, so colour { $colour } cannot be true. The strong links that join them: { $links }.
medusa-wrap-cell = If colour { $colour } were true, { $cell } would keep no candidate: { $reasons }. So colour { $colour } cannot be true.
medusa-clusters = { $technique }: the candidates joined by strong links (a cell's only two candidates, or a digit's only two places in a house) take two colours that alternate along every link, A ({ $first }) and B ({ $second }), so exactly one colour is all true.
medusa-wrap-step = { $describe } { $why } Its candidates go: { $eliminations }.
medusa-trap-reason = { $target } { $first } and { $second }, which the strong links { $links } join
medusa-trap-step = { $describe } A candidate that each colour rules out goes whichever colour is true: { $reasons }. So: { $eliminations }.
at-cell = at { $cell }
in-places = in { $places }
kraken-fish-step = { $technique } on { $digit }{ $note }: { $shape }. Unless { $fin_count ->
    [1] the fin
   *[other] a fin
} is { $digit }, the { $digit }s of those { $kind ->
    [rows] rows
   *[columns] columns
} all lie in { $covers }, one in each, so { $house } has its { $digit } { $place }. So one of { $alternatives } is { $digit }{ $argument } So { $removed }.
kraken-each-leads = , and each leads to { $removed }: { $cases }.
kraken-each-leads-summary = { $technique }: each of { $options } being { $digit } leads to { $removed }
kraken-supposed-case = If { $supposed }: { $facts }, and none of them is { $digit }.
kraken-none-left-summary = { $technique }: { $supposed } would leave none of { $options } for { $digit }
leftover-fits-none = { $digits } { $other ->
    [innie] cannot go in the innie
    [outie] cannot go in the outie
   *[plural] { $count ->
        [1] fits in none of the { $other }
       *[more] fit in none of the { $other }
    }
}, so { $eliminations }
leftover-held = the { $side } already hold { $digits } in { $holding } and the { $other } can hold it only in { $open }, so no other of the { $side } can: { $eliminations }
region-list = { $count ->
    [1] region
   *[other] regions
} { $numbers }
leftover-count-one = { $lines } holds every digit once ({ $total } in sum), and so does { $regions }
leftover-count = { $lines } hold every digit { $count ->
    [2] twice
   *[other] { $count } times
}, once per { $kind ->
    [rows] row
   *[columns] column
} ({ $count } x { $total } in sum), and so do { $regions }, once per region
leftover-step = { $technique }: { $counts }. Take away the cells both cover: the rest of { $lines }, the { $innies } { $innie_cells }, and the rest of the { $region_count ->
    [1] region
   *[other] regions
}, the { $outies } { $outie_cells }, hold the same digits. Here { $clauses }.
templates-counted = the { $digit }s fit the grid (one in every row, column and box, on cells that hold { $digit } or still have it as a candidate, never on a cell that every way of placing another digit uses) in { $count } { $count ->
    [1] way
   *[other] ways
}, for example { $example }
template-set-step = { $technique }: { $counted }. Every one of them uses { $cells }. So { $cell } = { $digit }: { $settled }.
template-delete-step = { $technique }: { $counted }. None of them uses { $cells }: { $blocked }. So { $eliminations }.
template-last-place = it is the last place for { $digit } in { $house }
template-no-way-elsewhere = no way puts the { $digit } of { $house } elsewhere, as { $blocked }
template-taken = every way of placing { $other } uses { $cells }
template-counted-out = no way of placing the { $digit }s uses { $cells } (trying them all shows it)
template-run-start = a { $digit } at { $cells }
template-run-then = , then at { $cell } (the last place in { $house })
template-run-empty = { $run } leaves { $house } no place for { $digit }
template-run-confined = { $run } leaves the { $digit }s of { $bases } only in { $covers }
since = , since { $reasons }
with-article = { $article ->
    [an] an
   *[a] a
} { $technique }
hint-0 = Hint 0: { $nudge }. Press Hint again for the technique's name.
hint-check-answer = { $about } Press Hint to see whether it is right.
hint-about = { $about } Press Hint to see where it applies.
hint-reveal = { $reveal } The highlighted cells show where; press Hint again to see the whole step.
hint-1 = Hint 1: the next step is { $technique }. Press Hint again to see where it applies.
hint-2-chain = Hint 2: look for { $technique } through the shaded cells: it { $chain }. Follow it to what it removes or places; press Hint again to see the whole step.
hint-2 = Hint 2: look for { $technique } in the highlighted houses and cells. Press Hint again to see the whole step.
hint-3-proof = Hint 3: { $summary }. Press W to walk through its proof{ $applicable ->
    [yes] , or Apply Hint to take this step
   *[no] {""}
}.
hint-3-apply = Hint 3: { $message } Press Apply Hint to take this step.
hint-3 = Hint 3: { $message }
nudge-inside = there is a step inside { $house }
nudge-digit = look at digit { $digit }
nudge-changes = the next step places or removes something in { $house }
nudge-anywhere = there is a step
chain-hint-supposing = starts by supposing { $supposition } (blue)
chain-hint-tries = tries each of { $suppositions } (blue)
more = { $count } more
status-no-puzzle = No puzzle loaded: open a file first.
status-no-step-left = The puzzle is solved: there is no step left to take.
status-solution-lost = No step from here: your digits or pencil marks rule out the solution (see { $cell }). Turn on Check to see wrong digits, or press Back to undo your moves.
status-inconsistent = The grid is inconsistent: { $reason }.
status-stuck = Stuck: no enabled technique finds a step in this position.
status-steps-found = { $count ->
    [1] 1 step
   *[other] { $count } steps
} found: choose one to preview, then apply it.
status-took-back = Took back step { $number }: { $title }.
status-nothing-to-take-back = Nothing to take back.
status-redid = Redid step { $number }: { $title }.
status-nothing-to-redo = Nothing to redo.
status-no-example = There is no bundled example of { $technique }.
status-solved-without = The { $practising ->
    [yes] puzzle
   *[no] example
} was solved without { $technique }.
status-practise = Practise { $technique }: { $with_article } applies in this position (step { $number } of the solve path). Find it; press Hint to see its houses and pattern, again for the whole step.
show-me-look-chain = Look at the shaded cells: the chain { $chain }
show-me-look = Look at the highlighted houses and cells
status-show-me = Show me: { $technique } applies now{ $singles_only ->
    [yes] {" "}(with only the singles on)
   *[no] {""}
}. { $look }; press Hint to see the whole step, or Apply Hint to take it.
status-reset = Reset { $name } to its givens.
status-solving = Solving...
status-solving-stopped = Solving stopped.
status-no-longer-offered = That step is no longer on offer.
status-hint-not-applicable = This answer was found with your digit taken out, so it cannot be applied here: erase the digit first to use it.
status-no-hint = No hint to apply: press Hint first.
status-nothing-to-save = No puzzle loaded: there is nothing to save.
status-saving-pencil-marks = The puzzle is a position with pencil marks: it is saved as a pencil-mark grid, which keeps its placed digits and candidates (a .sud file would keep only the digits, all as givens).
status-saving-position-as-sud = This position cannot be written as a pencil-mark grid: the .sud file keeps only its digits (placed ones become givens) and drops the candidates.
status-profile-saved = Saved a copy of the learner's profile to { $path }.
status-profile-not-saved = Could not save the profile.
status-picture-not-saved = Could not save the picture.
status-picture-saved = Saved the picture of the board to { $path }.
status-no-dialog = No file dialog is available on this system (no desktop portal or zenity): drop a puzzle file on the window, or give its path on the command line.
status-puzzle-saved = { $form ->
    [pencil-marks] Saved the position to { $path } as a pencil-mark grid (placed digits and candidates kept).
    [position] Saved the position to { $path } as .sud: digits only, placed ones as givens, no candidates.
   *[puzzle] Saved the puzzle to { $path }.
}
status-puzzle-not-saved = Could not save the puzzle.
status-game-saved = Saved the game ({ $rows } log rows) to { $path }.
status-game-resumed = Resumed the game in { $file } at log row { $rows }: Back takes its steps and moves back.
status-game-log-dropped = Opened the game in { $file } at its saved position, without its log: { $why }.
status-not-opened = Could not open { $name }; the current puzzle is unchanged.
status-type-path = Type the path in the box, or Cancel.
status-answer-path-exists = The file exists: OK again replaces it, or change the path.
status-nothing-opened = Nothing was opened or saved.
status-opened-several-solutions = Opened { $name }. It has more than one solution, so it is not rated and the uniqueness techniques (which assume one solution) are off.
status-opened-undecided = Opened { $name }. The search could not decide whether it has one solution, so the uniqueness techniques (which assume one solution) are off.
status-opened-no-solution = Opened { $name }. It has no solution.
status-opened-wrong-digit = Opened { $name }. A placed digit is wrong, so this position has no solution: Check shows it in red, and right-clicking it shows the contradiction it leads to. The rating is of the givens alone.
status-opened-wrong-mark = Opened { $name }. A pencil mark taken out is the solution's digit, so this position has no solution: the solution and the rating are of its digits alone.
status-generation-cancelled = Generation cancelled; the current puzzle is unchanged.
status-generation-failed = No puzzle was generated; the current puzzle is unchanged.
why-not = Why not { $digit } in { $cell }: { $reason }.
why-here-right = { $cell } = { $digit } is right: { $reason }.
why-here-wrong = { $cell } = { $digit } is wrong: { $reason }.
already-placed = { $digit } is already placed in one of its houses
technique-removes-it = { $technique } removes it
technique-places-it = { $technique } places it
in-solution-places-now = { $cell } = { $digit } in the solution, so nothing removes it; { $technique } places it now.
in-solution-not-yet = { $cell } = { $digit } in the solution, but no step places it yet. First comes the next step of the solve path, which does not place { $cell }: { $technique } { $outcome }.
in-solution-no-step = { $cell } = { $digit } in the solution, but the enabled techniques find no step from here.
wrong-with-it = with it, { $singles ->
    [0] {""}
    [1] 1 single follows and then{" "}
   *[other] { $singles } singles follow and then{" "}
}{ $clash }
wrong-contradiction = supposing it leads to a contradiction, as { $technique } shows
wrong-off-solution = it does not agree with the solution, though no contradiction short enough to show was found
not-provable = Nothing proves { $cell } <> { $digit } from here: no enabled technique removes it, and no forcing chain or net that supposes it finds a contradiction.
not-a-candidate = { $digit } is not a candidate of { $cell } any more.
placed-by = { $cell } = { $digit } by { $technique }
then-separator = , then{" "}
settling-shared-house = ; { $placed } shares { $house } with { $cell }, so { $cell } <> { $digit }
a-house = a house
settling-same-cell = , so { $cell } <> { $digit }
removes = removes { $eliminations }
places = places { $placements }
question-unreadable = '{ $text }' is not a question about a candidate: expected rXcY<>D (why not D here) or rXcY=D (is D right here), such as r4c5<>7
question-outside-board = { $what ->
    [row] row
    [column] column
   *[digit] digit
} { $number } is outside this { $n }x{ $n } board (1 to { $n })
question-filled = { $cell } already holds { $digit }: ask about a candidate of an empty cell
question-given = { $cell } is a given of the puzzle
question-inconsistent = the position breaks a rule: { $reason }
question-off-solution = the position no longer agrees with the solution (a placed digit or a removed pencil mark is wrong), so no sound answer can be given: correct it first
reason-assumed = assumed: the proof follows what it forces
reason-cell-holds-another = the cell holds another digit ({ $from })
reason-sees-via = it sees { $from } (they { $sight })
reason-sees = it sees { $from }
reason-bivalue = { $cells } has only two candidates and { $from } rules out the other
reason-group-link = in { $house }, { $digit } fits only in { $cells } and { $other }, and { $from } rules out the latter
reason-bilocal = { $digit } has only two places in { $house } and { $from } rules out the other
reason-naked-single = naked single: the other candidates of the cell are ruled out by { $from }
reason-hidden-single = hidden single in { $house }: the other places of { $digit } there are ruled out by { $from }
reason-inner = { $assumption } fails: its own proof (#{ $first }..#{ $last }, { $count } facts) reaches a contradiction
reason-no-candidate = { $cell } has no candidate left: { $from } rule out all of them
reason-no-place = { $digit } has no place left in { $house }: { $from } rule out all of them
reason-twice = { $from } put { $digit } twice in { $house }
reason-refuted = the assumption { $assumed } leads to { $reached }, so it is false
reason-assumption-false = the assumption is false ({ $from })
every-candidate-of = every candidate of { $cell }
every-place-of = every place of { $digit } in { $house }
reason-all-branches = it follows from { $over }: { $from }
reason-start-holds = supposing { $start } false leads back to it ({ $from }), so it holds either way, and this candidate clashes with it
reason-either-end = one end of the chain is true ({ $from }), and this candidate clashes with both
reason-loop = the chain from { $assumed } to { $last } closes into a loop ({ $last_end } clashes with { $first_end }), so each weak link has a true end; this candidate clashes with both ends of the weak link { $one_end } - { $other_end } (#{ $one_id }, #{ $other_id })
reason-loop-short = the loop makes one end of a weak link true ({ $from })
fin-places = a place of { $digit } in { $base } outside { $cover }
reason-fish = a fin ({ $fins }) holds { $digit }, or the { $digit }s of { $base } lie in { $cover }, one in each, so { $house } holds one where it meets { $base }; every case leads to it: { $from }
reason-no-fish-option = { $from } rule out every fin ({ $fins }) and every place where { $house } meets { $base }, so { $base } would need their { $digit }s in { $rest } only, one house fewer than they are, and a house holds one { $digit }
cage-fillings-and = , and
cage-fillings-with = ; with { $from },
reason-cage-fillings = the cage { $cage } adds up to { $sum }{ $with } no filling of it with different digits from its candidates puts { $digit } in { $cells }
reason-diagonal-fillings = the little killer's diagonal { $cells } adds up to { $sum }{ $with } no filling of it from its candidates (digits different where two cells share a box) puts { $digit } in { $target }
reason-sandwich-fillings = the digits between the 1 and { $top } of { $house } add up to { $sum }{ $with } no filling of it from its candidates (each digit once) puts { $digit } in { $target }
seen-by-placed-step = { $technique }: { $peer } holds { $digit } and shares { $house } with { $cell }, so { $cell } <> { $digit }.
innies-intro = { $houses } { $count ->
    [1] adds up to { $total }
   *[other] add up to { $total } (every digit { $count ->
        [2] twice
       *[other] { $count } times
    })
}; less the { $cage_count ->
    [1] cage at { $cages }
   *[other] { $listed ->
        [yes] cages at { $cages }
       *[no] { $cage_count } cages ({ $covered })
    }
} inside { $count ->
    [1] it
   *[other] them
}, { $count ->
    [1] its
   *[other] their
} { $named ->
    [yes] { $cell_count ->
        [1] other cell { $cells } is
       *[other] other cells { $cells } add up to
    }
   *[no] { $cell_count } other cells add up to
} { $arithmetic } = { $sum }
outies-intro = the { $listed ->
    [yes] cages at { $cages } cover { $houses } and add
   *[no] { $cage_count } cages that cover { $houses } add
} up to { $covering }; { $houses } { $count ->
    [1] adds up to { $total }
   *[other] add up to { $total } (every digit { $count ->
        [2] twice
       *[other] { $count } times
    })
}, so the cages' { $cell_count ->
    [1] cell
   *[other] cells
} outside { $count ->
    [1] it
   *[other] them
}, { $cells }, { $cell_count ->
    [1] is
   *[other] add up to
} { $covering } - { $total } = { $sum }
split-area-intro = { $hidden }. { $hidden_count ->
    [1] This cell lies
   *[other] These cells lie
} in { $houses } ({ $total } in all{ $count ->
    [1] {""}
   *[other] , every digit { $count ->
        [2] twice
       *[other] { $count } times
    }
}); less { $hidden_count ->
    [1] it
   *[other] them
}{ $cage_count ->
    [0] {""}
    [1] {" "}and the cage at { $cages } inside { $count ->
        [1] it
       *[other] them
    }
   *[other] {" "}and the { $listed ->
        [yes] cages at { $cages }
       *[no] { $cage_count } cages ({ $covered })
    } inside { $count ->
        [1] it
       *[other] them
    }
}, { $count ->
    [1] its
   *[other] their
} { $named ->
    [yes] { $cell_count ->
        [1] other cell { $cells } is
       *[other] other cells { $cells } add up to
    }
   *[no] { $cell_count } other cells add up to
} { $arithmetic } = { $sum }
difference-intro = { $technique }: { $houses } { $count ->
    [1] adds up to { $total }
   *[other] add up to { $total } (every digit { $count ->
        [2] twice
       *[other] { $count } times
    })
}; the { $listed ->
    [yes] cages at { $cages }
   *[no] { $cage_count } cages
} that cover all of { $count ->
    [1] it
   *[other] them
} but { $innies } add up to { $covering } and reach out with { $outies_listed }, so { $more } = { $less } + { $larger } - { $smaller } = { $right }.
difference-bound = {" "}{ $cell } = { $expression } is { $limits }, so { $removals }.
difference-least = at least { $arithmetic } = { $value }
difference-greatest = at most { $arithmetic } = { $value }
difference-placed = {" "}With { $placed }: { $equation }.
difference-partner = {" "}{ $cell } = { $expression }, and { $other } holds { $digits }, so { $cell } is { $values }{ $clash }: { $removals }.
difference-clash = {" "}(not { $digit }: { $cell } and { $other } see each other)
interplay-intro = { $technique }: { $house } holds every digit once{ $count ->
    [1] :{" "}
   *[other] , so the cages inside it share no digit:{" "}
}{ $cages }{ $others }.
interplay-leaves = {" "}{ $sets } would { $count ->
    [1] leave
   *[other] each leave
} the other cells digits they cannot take: { $reason }.
interplay-left = {" "}That leaves the cage at { $cage } { $sets }, without { $digits }.
interplay-cage = the cage at { $cage } holds { $sets }{ $with }
interplay-cage-placed = {" "}in { $open } (with { $placed })
interplay-others = ; its other { $count ->
    [1] cell { $cells } takes the digit
   *[other] cells { $cells } take the digits
} left
interplay-clashes = {" "}{ $sets } in the cage at { $cage } { $count ->
    [1] shares
   *[other] share
} a digit with every set of the cage at { $other }.
interplay-no-company = {" "}With { $sets } in the cage at { $cage }, the other cages have no sets that go with it{ $others ->
    [cells] {" "}and leave the other cells digits they hold
   *[cages] {""}
}.
interplay-others-lose = {" "}Every way of choosing the sets puts { $digits } in the cages, so the other cells lose { $count ->
    [1] it
   *[other] them
}.
cage-intro = the { $size ->
    [1] one-cell
   *[other] { $size }-cell
} cage at { $cell } adds up to { $sum }
little-killer-intro = { $clue } says its diagonal's cells { $cells } add up to { $sum }
sets-made = { $count } different digits make { $sum } as { $sets }.
sets-made-without = { $noun ->
    [cage] no cell of the cage
   *[cells] none of those cells
} holds { $absent }, so { $count } different digits of the others make { $sum } as { $sets }.
sets-made-from = { $noun ->
    [cage] the cells of the cage
   *[cells] those cells
} hold only { $held }, and { $count } different digits of those make { $sum } as { $sets }.
misfit-no-cell-holds = { $noun ->
    [cage] no cell of the cage
   *[cells] none of those cells
} holds { $digit }
misfit-holds-none = { $cell } holds none of { $digits }
misfit-holds-none-of-sets = { $cell } holds no digit of { $count ->
    [2] either
   *[other] any of them
}
misfit-crowded-sets = each has { $size } digits that only { $cells } { $count ->
    [1] holds
   *[other] hold
}
misfit-crowded = only { $cells } { $count ->
    [1] holds
   *[other] hold
} { $digits }
misfit-no-spread = the digits cannot go one to each cell
set-for-cells = { $set } for { $cells }
the-other-cells = the other cells
left-over-missing = { $count ->
    [1] , which does not hold { $digit }
    [2] , and neither holds { $digit }
   *[other] , and none of them holds { $digit }
}
left-over-holds-none = , and { $cell } holds none of them
left-over-crowded = , but only { $cells } { $count ->
    [1] holds
   *[other] hold
} { $digits }
left-over-no-spread = , which cannot go one to each of them
placed-part = ; with { $placed }, its other cells add up to { $sum }
one-cell-is = , so { $cell } is { $sum }.
no-fitting-set-has = {" "}No set that fits has { $digits }.
pigeonhole = {" "}Every set left has { $all ->
    [yes] { $digits }
   *[no] { $count ->
        [1] { $either }
       *[other] { $count } of { $digits }
    }
}; only { $cells } { $count ->
    [1] holds
   *[other] hold
} { $all ->
    [yes] { $size ->
        [1] it
       *[other] them
    }
   *[no] them
} here, so { $count ->
    [1] it holds
   *[other] they hold
} nothing else.
would-leave = would leave { $reasons }
or-separator = ; or{" "}
sets-do-not-fit = {" "}{ $sets } { $count ->
    [1] does not fit
   *[other] do not fit
}: { $reason }.
cage-holds-digit-in-house = , so the cage holds { $digit }, only in { $places }, all in { $house }; so the rest of { $house } loses { $digit }
in-cells-inside-house = in { $cells }, all in { $house }
inside-house-each = all in { $house } ({ $each })
cage-holds-digits-in-house = , so the cage holds them, only { $where_they_fit }; so the rest of { $house } loses them
cage-overlap-step = { $technique }: { $intro }: { $sets }{ $misfits } { $every ->
    [all] Every set holds
   *[fitting] Every set that fits holds
} { $digits }{ $fits_only }: { $eliminations }.
house-digit-in-one-cage = { $technique }: in { $house }, { $digit } fits only in { $places }, all in the cage at { $cage }, so the cage holds { $digit } there{ $outside }.
cage-others-cannot = , and its other cells cannot: { $cells } <> { $digit }
only-set-holds = only { $set } holds { $digit }
sets-that-hold = those that hold { $digit } are { $sets }
cage-sets-holding = {" "}And { $intro }; of the sets of { $count } different digits that make { $sum }, { $holding }.{ $misfits } No set that holds { $digit } and fits has { $gone }, so { $eliminations }.
loose-sum-intro = { $technique }: { $intro }{ $placed }. { $apart ->
    [placed] Their open cells see each other; only a placed digit may repeat.
   *[open] They do not all see each other, so digits may repeat.
}
would-leave-for-cell = would leave { $left } for { $cell }, which it does not hold
would-leave-for-cells = would leave { $left } for { $cells }, which no candidates of theirs make{ $apart ->
    [all] {" "}(with different digits: they see each other)
    [some] {" "}(with different digits where two of them see each other)
   *[none] {""}
}
would-leave-beyond = would leave { $range ->
    [yes] { $over ->
        [yes] at least { $left }
       *[no] at most { $left }
    }
   *[no] { $left }
} for { $cells }, which { $count ->
    [1] is
   *[other] { $different ->
        [yes] see each other, so add up to
        [some] differ where two see each other, so add up to
       *[no] add up to
    }
} { $over ->
    [yes] at most
   *[no] at least
} { $bound }
would-sentence = {" "}{ $cell } = { $digit } { $why }.
so-removals = {" "}So { $eliminations }.
status-still-counting = Still counting the puzzle's solutions: ask about { $question } again in a moment.
status-cannot-answer-undecided = Cannot answer { $question }: the search gave up before it could tell whether the puzzle has one solution.
status-cannot-answer-count = Cannot answer { $question }: questions need a puzzle with exactly one solution, and this one has { $count ->
    [none] no solution
   *[multiple] multiple solutions
}.
status-thinking-about = Thinking about { $question }...
status-question-mode-on = Question mode: choose a cell and type a digit to ask why it cannot go there (on a digit you placed: whether it is right). Right-clicking a candidate asks too.
status-question-mode-off = Question mode off.
status-cannot-answer = Cannot answer { $question }: { $reason }.
nothing-rules-out = Nothing rules out { $digit } in { $cell } from here: it is possible there.
status-walkthrough-closed = Walkthrough closed.
status-no-step-to-explain = No step to explain yet: take a step first.
status-no-proof = { $technique } has no proof to walk through: chain and forcing steps have one.
status-walk-end = { $status } (no further fact that way)
this-proof = this proof
nested-proof = the nested proof (level { $level })
walk-fact = Fact #{ $id }, { $at } of { $of } in { $proof }: { $fact } - { $reason }
sentence = { $text }.
status-no-digit-highlighted = No digit is highlighted.
status-digit-highlighted = Highlighted { $digit }: a candidate in { $open } cells, placed in { $placed } of { $n }. Type { $digit } again (with no cell chosen) or press Escape to clear.
status-bivalue-on = Highlighted the { $count } bivalue cells (exactly two candidates).
status-bivalue-off = Bivalue cells are not highlighted.
status-peers-off = The cells that see the chosen cell are not highlighted.
status-peers-no-cell = Click a cell: the cells that see it (its row, column and box) are highlighted.
status-peers-on = Highlighted the cells that see the chosen cell (its row, column and box).
status-colouring-in = Colouring in { $paint ->
    [blue] blue
    [green] green
    [orange] orange
   *[pink] pink
}: click a candidate to paint it (again to take the colour off); Back takes a paint back.
status-colouring-off = Colouring is off: a click chooses a cell again.
status-not-paintable = { $digit } is not a candidate of { $cell }: only candidates can be painted.
you-unpainted = You took the colour off { $digit } in { $cell }
you-painted = You painted { $digit } in { $cell } { $paint ->
    [blue] blue
    [green] green
    [orange] orange
   *[pink] pink
}
status-nothing-painted = No candidate is painted.
you-cleared-colours = You cleared the colours
status-filled-right = {" "}The puzzle is solved: every digit is right.
status-filled-wrong = {" "}Every cell is filled, but not every digit is right.
status-filled = {" "}Every cell is filled.
status-check-off = Wrong digits are hidden.
status-cannot-check = Cannot check digits: the puzzle has no unique solution to check against.
status-check-all-right = Check: every placed digit is right.
status-check-wrong = Check: { $count ->
    [1] 1 wrong digit
   *[other] { $count } wrong digits
} (shown in red): { $cells }. Right-click one to see the contradiction it leads to.
status-erase-no-cell = Click a cell first, then erase it.
status-pencil-on = Pencil mode: typed digits add or remove pencil marks.
status-pencil-off = Digit mode: typed digits are placed.
move-given = { $cell } is a given of the puzzle and cannot be changed
move-no-such-digit = { $digit } is not a digit of this board (1 to { $n })
move-seen-by-peer = { $digit } cannot go in { $cell }: { $peer } in the same house already holds it
move-solved-cell = { $cell } holds a digit: erase it before writing pencil marks
move-already-empty = { $cell } is already empty
you-placed = You placed { $digit } in { $cell }
you-erased-digit = You erased { $digit } from { $cell }
you-erased = You erased { $cell }
you-removed-mark = You removed pencil mark { $digit } from { $cell }
you-added-mark = You added pencil mark { $digit } to { $cell }
your-move = Your move
your-colouring = Your colouring
cells-and-more = { $cells } and { $more } more
technique-in-house = { $technique } in { $house }
a-guess = a guess: no one step of your techniques shows it here
a-mistake = a mistake
not-judged-no-unique-solution = not judged: the puzzle has no single solution to judge by
not-judged-lost-since = not judged: the position has had no solution since { $cause } in row { $row }
not-judged-lost = not judged: the position had already lost its solution
not-judged-erase = not judged: erasing a digit is not judged
not-judged-added-mark = not judged: adding a pencil mark is not judged
your-digit-in = your { $digit } in { $cell }
your-removal-from = your removing { $digit } from { $cell }
proof-heading = Proof ({ $own } facts{ $all ->
    [0] {""}
   *[other] , { $all } with the nested proofs
})
window-progress = Progress
window-techniques = Techniques
window-difficulty = What makes it hard
window-new-puzzle = New Puzzle
window-experiments = Experiments
window-all-steps = All Steps
window-guide = Technique Guide
all-steps-intro = List every step the enabled techniques find in the current position.
all-steps-find = Find All Steps
all-steps-sort = Sort:
all-steps-by-difficulty = By difficulty
all-steps-by-eliminations = By eliminations
all-steps-apply = Apply Selected
all-steps-none = No enabled technique finds a step here.
not-solved = not solved
level-and-score = { $level }, { $score }{ $guesses ->
    [0] {""}
    [1] {" "}(1 guess)
   *[other] {" "}({ $guesses } guesses)
}
without-technique = without { $technique }: { $outcome }
level-reason-technique = { $level }: the hardest technique on the path is { $technique }, rated { $level }{ $within }.
level-limit = { $level }'s limit of { $max }
level-reason-score = { $level }: the hardest technique on the path is { $technique }, rated { $from }, but the score { $score } is over { $limits }, so the level goes up.
within-limit = , and the score { $score } is within { $level }'s limit of { $max }
difficulty-no-puzzle = No puzzle loaded.
difficulty-rating = Rating the puzzle...
difficulty-unrated = Your techniques do not solve this puzzle, so it has no rating to take apart.
difficulty-several-solutions = The puzzle has more than one solution: no rating.
difficulty-no-solution = The puzzle has no solution: no rating.
difficulty-not-rated-yet = The puzzle is not rated yet.
difficulty-heading = { $level }, score { $score }
difficulty-score-by-technique = Score by technique
difficulty-without-heading = Without each of the hardest techniques
difficulty-weighing = Rating the puzzle without each of them...
difficulty-only-singles = Only singles: no step needs more than Easy techniques.
difficulty-steps-above-easy = Steps above Easy, hardest technique first (click a step to see it)
difficulty-share = { $technique } ({ $level }, { $points } points each): { $count ->
    [1] 1 step
   *[other] { $count } steps
}
difficulty-step-link = Step { $number }
difficulty-step-link-does = Show this step in the log
difficulty-column-technique = Technique
difficulty-column-level = Level
difficulty-column-steps = Steps
difficulty-column-points = Points
difficulty-total = Total
new-puzzle-size = Size
new-puzzle-difficulty = Difficulty
new-puzzle-no-technique = no technique
new-puzzle-practise = Practise
new-puzzle-practise-does = A puzzle whose solve path needs this technique and nothing harder; it opens where the technique applies, the step hidden until you ask for a hint
new-puzzle-variant = Variant:
new-puzzle-sudoku-x = Sudoku X
new-puzzle-windoku = Windoku
new-puzzle-jigsaw = Jigsaw
new-puzzle-anti-knight = Anti-knight
new-puzzle-anti-king = Anti-king
new-puzzle-odd-even = Odd/even
new-puzzle-killer = Killer
new-puzzle-thermometer = Thermometer
new-puzzle-arrow = Arrow
new-puzzle-kropki = Kropki
new-puzzle-xv = XV
new-puzzle-nonconsecutive = Non-consecutive
new-puzzle-whispers = German whispers
new-puzzle-renban = Renban
new-puzzle-palindrome = Palindrome
new-puzzle-little-killer = Little killer
new-puzzle-sandwich = Sandwich
rule-sudoku-x = Sudoku X
rule-windoku = Windoku
rule-jigsaw = Jigsaw
rule-anti-knight = anti-knight
rule-anti-king = anti-king
rule-odd-even = odd/even
rule-killer = Killer cages
rule-thermometer = thermometers
rule-arrow = arrows
rule-kropki = Kropki dots
rule-xv = XV marks
rule-nonconsecutive = the non-consecutive rule
rule-whispers = German whispers lines
rule-renban = renban lines
rule-palindrome = palindrome lines
rule-little-killer = little killer clues
rule-sandwich = sandwich clues
new-puzzle-variant-does = Rules on top of the classic ones, alone or together; Jigsaw draws new regions, odd/even new marks, Killer new cages (and no givens) and Thermometer new thermometers for every puzzle
new-puzzle-seed = Seed
new-puzzle-symmetric = Symmetric givens
new-puzzle-killer-no-givens = A Killer has no givens
new-puzzle-generating = Generating: attempt { $attempt } of at most { $most }...
new-puzzle-cancel = Cancel
new-puzzle-opens-where = Opens where { $technique } applies: find it, or press Hint.
new-puzzle-small-boards = 4x4 boards only come Easy; 6x6 up to Unfair.
new-puzzle-generate = Generate
guide-variants = Variants
guide-level-score = Level { $level }, score { $score } per use
guide-also-called = Also called: { $names }
guide-picture = The example of { $technique }, where it applies: { $step }
guide-picture-stepping = Stepping the example to where this technique applies...
guide-show-me = Show me
guide-show-me-does = Open the bundled example and step it to where this technique applies
guide-show-me-none = No bundled puzzle needs this technique yet (none of the collections in tests/data reaches it)
guide-practise = Practise
guide-practise-does = Generate a 9x9 puzzle whose solve path needs this technique and nothing harder, opened where it applies (the step hidden until you ask for a hint)
guide-practise-none = Only the techniques on in the default order (not Candidate Elimination or Brute Force) can be practised
drill-bar = Drill { $number } of { $of }: { $technique }
guide-drill = Try a drill
guide-drill-does = a round of 5 positions where this technique is the first that applies: mark what it removes (or place its digit) and press Check drill
guide-drill-none = No drills for this technique: only the techniques of the default order, but Candidate Elimination, Brute Force, the forcing searches and the rarest fish and rectangles, have drills
progress-practise-next = Practise next
progress-next-new = (Ctrl+P): { $technique }, a technique you have not mastered, in a puzzle of level { $level }.
progress-next-review = (Ctrl+P): { $technique }, due for review since { $due }, in a puzzle of level { $level }.
progress-next-review-drills = (Ctrl+P): { $technique }, due for review since { $due }, in a round of drills.
progress-drill-next-does = A round of 5 drills of what Practise next would practise (also in the File menu)
progress-drill = Drill
progress-drill-does = a round of 5 drills of { $technique }
progress-next-nothing = Every technique is mastered and no review is due.
progress-finished = Puzzles finished: { $count }, { $unaided } of them without a hint or a solver step.
progress-mastery = Mastery of each technique: the chance that you know it, from the moves it justified (up), and the hints and mistakes near it (down); { $percent }% counts as mastered.
progress-level-mastered = { $level }: { $mastered } of { $count } mastered
progress-never = never
progress-mastered-mark = , mastered
progress-review = , review { $due }
progress-counts = met { $met }, done { $done }, hints { $hints }, mistakes { $mistakes }, drills { $drills_right }/{ $drills }, last { $last }{ $review }
progress-no-puzzles = Finish a puzzle to see your puzzles over time here.
progress-days-since = days since { $first }
progress-level-axis = level
progress-unaided = unaided
progress-with-help = with help
techniques-intro = Take Step, Solve and hints try these in order; select one to move or turn it off.
techniques-move-up = Move Up
techniques-move-down = Move Down
techniques-turn-off = Turn Off
techniques-turn-on = Turn On
techniques-reset = Reset to Default
techniques-off-mark = {" "}(off)
path-box-heading = Type a path
path-box-hint = a path
path-box-ok = OK
path-box-cancel = Cancel
exp-random-givens = Random givens
exp-solve-collection = Solve a collection
exp-run = Run
exp-cancel = Cancel
exp-export-csv = Export CSV...
exp-copy-csv = Copy CSV
exp-board = Board:
exp-givens-from = Givens from
exp-to = to
exp-boards-per-count = boards per count
exp-seed = seed
exp-bundled-top95 = Bundled top95 (95 puzzles)
exp-file = File:
exp-path-hint = path to a puzzle file
exp-browse = Browse...
exp-solved-with = Solved with the techniques of View > Techniques, in their order.
exp-random-empty = Run the experiment to see the share of solvable boards per number of givens.
exp-share-heading = Share of boards (%) by number of givens
exp-givens-axis = givens
exp-percent-axis = % of boards
exp-solvable = solvable
exp-unique = unique solution
exp-time-heading = Mean time to decide solvability (ms) by number of givens
exp-ms = ms
exp-mean-time = mean time
exp-collection-empty = Run the experiment to see solve times and the technique histogram.
exp-solve-time-heading = Solve time (ms) by number of empty cells
exp-empty-cells = empty cells
exp-solved = solved
exp-not-solved = not solved
exp-steps-per-technique = Steps per technique
exp-steps = steps
exp-progress = { $done } of { $total }
typing-note = Typed { $value }: type a second digit for { $lowest }-{ $highest }, or Enter for { $value }.
zoom-note = Candidates are too small to read at this size: Ctrl++ zooms in.
no-puzzle-loaded = No puzzle loaded. Use File > Open or drop a file on the window.
board-label = Sudoku board
reading-given = given { $digit }
reading-placed-by-step = { $digit }, placed by step { $row } ({ $technique })
reading-your-digit = { $digit }, your digit
reading-empty-no-candidates = empty, no candidates
reading-empty-candidate = empty, candidate { $digit }
reading-empty-candidates = empty, candidates { $digits }
reading-empty = empty
reading-wrong = , wrong
reading-step-places = , the step places { $digits }
reading-step-removes = , the step removes { $digits }
reading-pattern = , pattern { $digits }
reading-fin = , fin { $digits }
reading-chain-true = , true in the chain: { $digits }
reading-chain-false = , false in the chain: { $digits }
reading-premise = , a premise of this fact
reading-fin-cell = , fin cell
reading-pattern-cell = , pattern cell
reading-in-group = , in group { $number }
reading-painted-digit = { $digit } { $paint ->
    [blue] blue
    [green] green
    [orange] orange
   *[pink] pink
}
reading-painted = , painted { $paints }
reading-on-diagonal = , on { $house }
reading-odd = , odd
reading-even = , even
reading-cage-sum = , cage of { $size ->
    [1] 1 cell
   *[other] { $size } cells
}, sum { $sum }
reading-cage-no-sum = , cage of { $size ->
    [1] 1 cell
   *[other] { $size } cells
}, no sum
reading-thermometer-bulb = , bulb of a thermometer of { $count } cells
reading-thermometer = , cell { $place } of { $count } of the thermometer from { $bulb }
reading-whisper = , on a whisper line next to { $neighbours }
reading-renban = , on a renban line of { $count } cells
reading-palindrome = , on a palindrome of { $count } cells, mirroring { $mirror }
reading-palindrome-middle = , the middle cell of a palindrome of { $count } cells
reading-little-killer = , on the diagonal of { $clue }
reading-sandwich = , counted by { $clue }
reading-white-dot = , white dot with { $other }
reading-black-dot = , black dot with { $other }
reading-x = , X with { $other }
reading-v = , V with { $other }
status-no-puzzle-yet = No puzzle loaded: open a file.
the-puzzle-capital = The puzzle
the-puzzle = the puzzle
replace-by-opening = opening { $name }
replace-by-pasted = the pasted puzzle
replace-by-example = the { $technique } example
replace-by-practice = a practice puzzle
replace-by-daily = the puzzle of the day
replace-by-new = a new puzzle
resume-heading = Resume your game?
resume-question = Your game of { $name } ({ $rows ->
    [1] 1 log row
   *[other] { $rows } log rows
}) was kept when Sudoku Stepper last closed. Resume it where you left off? (Not now keeps it until you take a step or make a move on another puzzle.)
resume-yes = Resume
resume-no = Not now
replace-question = Replace the puzzle in progress? { $name } has { $count ->
    [1] 1 step or move
   *[other] { $count } steps and moves
} in its log; { $what } takes its place and they are gone.
status-kept = Kept { $name } and its { $count ->
    [1] 1 step or move
   *[other] { $count } steps and moves
}.
status-answer-replace = Replace the puzzle in progress? Answer in the dialog: Replace, or Keep this puzzle.
status-daily-practises = The puzzle of the day ({ $level }) practises { $technique }: the hardest technique it needs that you have not mastered.
status-daily-mastered = The puzzle of the day ({ $level }) needs only techniques you have mastered.
status-reset-profile-armed = Reset profile clears { $puzzles ->
    [1] 1 finished puzzle
   *[other] { $puzzles } finished puzzles
} and the records of { $techniques ->
    [1] 1 technique
   *[other] { $techniques } techniques
} (File > Export profile keeps a copy): choose Reset profile again to clear them.
status-profile-anew = The learner's profile starts anew.
status-profile-imported = Imported the learner's profile from { $name }: { $puzzles ->
    [1] 1 finished puzzle
   *[other] { $puzzles } finished puzzles
}, records of { $techniques ->
    [1] 1 technique
   *[other] { $techniques } techniques
}.
status-profile-unchanged = Your profile is unchanged.
status-nothing-to-practise = Nothing to practise: every technique a puzzle can practise is mastered, and no review is due.
practise-review-due = a review, due since { $due }
practise-next-unmastered = the next technique you have not mastered
practise-next-unmastered-after = the next technique you have not mastered; you have mastered what it builds on ({ $before })
status-practise-next = Practise next: { $technique }, { $why }. Generating a puzzle of level { $level }...
status-review-drills = Practise next: { $technique }, { $why }: a round of { $of } drills. Finding the first position...
practice-level-above = This { $level } puzzle is one level above { $hardest }, the hardest level you finished unaided.
practice-level-first = This { $level } puzzle is of the first level: you have not finished a puzzle unaided yet.
practice-level-top = This { $level } puzzle is of the hardest level, which you have finished unaided before.
practice-level-technique = This { $level } puzzle is of the level of { $technique }, above the hardest level you finished unaided ({ $hardest }).
practice-level-none-unaided = none yet
practice-level-fell-back = No { $asked } puzzle that needs { $technique } came within { $seconds } seconds, so this one is { $level }, the level of { $technique }.
status-no-rated-path = The puzzle has no rated solve path yet.
status-log-left-path = The log leaves the rated solve path at its entry { $row }: take back the entries from there (Back) or Reset, then click step { $number } again.
took-step-to-show = {" "}Took step { $number } to show it; Back takes it back.
took-steps-to-show = {" "}Took steps { $first }-{ $last } to show it; Back takes them back one by one.
status-path-step = Step { $number } of the rated path: { $technique }. The board shows it as the log row does.{ $taken }
copied-digits-no-givens = the digits ({ $count } characters; this position has no givens, since every digit of a pencil-mark grid or candidate string counts as placed)
copied-givens = the givens ({ $count } characters)
copied-digits = the givens and placed digits ({ $count } characters)
copied-pencil-marks = the position as a pencil-mark grid
cannot-copy-pencil-marks = A pencil-mark grid cannot hold this position (it needs the usual box shape for the size, a cell of two or more candidates and, above 9x9, a digit from 10 somewhere): copy it as a candidate string instead.
copied-candidate-string = the position as a candidate string ({ $count } characters)
copied-hodoku-line = the position as a HoDoKu library line
cannot-copy-hodoku-line = A HoDoKu library line holds boards up to 9x9 (one character per digit): copy this position as a candidate string instead.
copied-fpuzzles-link = the puzzle as an f-puzzles link (its givens and variant rules)
copied-fpuzzles-link-digits = the puzzle as an f-puzzles link (its givens and variant rules; the placed digits are not part of it)
cannot-copy-variant = A { $form ->
    [pencil-marks] pencil-mark grid
    [candidate-string] candidate string
   *[hodoku] HoDoKu library line
} cannot hold the variant rules of this board: copy the puzzle instead (Edit > Copy position, Ctrl+C), as an f-puzzles link.
status-nothing-to-copy = No puzzle loaded: there is nothing to copy.
status-copied = Copied { $what } to the clipboard.
status-clipboard-empty = The clipboard holds no text to paste: copy a puzzle (a line of digits, a grid, pencil marks, a candidate string or a HoDoKu library line) and paste again.
status-clipboard-refused = The browser did not let the page read the clipboard: press Ctrl+V (Cmd+V on a Mac) on the board to paste instead.
status-nothing-to-draw = No puzzle loaded: there is nothing to draw.
status-nothing-for-worksheet = No puzzle loaded: there is nothing to write a worksheet of.
status-writing-worksheet = Writing the worksheet into { $folder }...
status-worksheet-cancelled = The worksheet was cancelled.
status-worksheet-written = Wrote the worksheet { $page } (and worksheet.md). { $summary }
status-worksheet-downloaded = Downloaded the worksheet { $page }: one page with its pictures inside. { $summary }
web-downloads = your downloads
status-job-failed = The work in the background stopped with an error; the puzzle is as it was.
job-failed = The work in the background stopped with an error ({ $reason }). Try again; if it happens again, reload the page.
status-worksheet-not-written = Could not write the worksheet.
worksheet-step = Step { $number }
worksheet-steps = Steps { $first }-{ $last }
worksheet-candidate-elimination = Candidate Elimination (every cell loses the digits its houses hold)
worksheet-count-by = { $count } by { $technique }
worksheet-singles = singles ({ $techniques })
worksheet-digit-by-digit = , digit by digit in the order they are placed
worksheet-rated = Rated { $level } ({ $score }) with Sudoku Stepper's default techniques: { $steps } steps, { $shown } of them beyond singles.
worksheet-stuck = Not rated: the techniques stop after { $steps } steps without solving it.
worksheet-no-solution = Not rated: the puzzle has no solution.
worksheet-not-unique = Not rated: the puzzle has more than one solution, so only the steps that hold for every solution are shown.
worksheet-undecided = Not rated: the search could not decide whether the puzzle has one solution.
worksheet-level-reason = What set the level: { $reason }
worksheet-about = { $n }x{ $n }, { $givens } givens. { $rating }
worksheet-about-variant = { $n }x{ $n } { $variant }, { $givens } givens. { $rating } On a variant board the uniqueness techniques are off.
worksheet-title = Worksheet: { $name }
worksheet-the-puzzle = The puzzle
worksheet-step-heading = Step { $number }: { $technique }
worksheet-solved-after = Solved after { $steps } steps.
worksheet-ends-unsolved = The path ends after { $steps } steps, unsolved.
worksheet-the-solution = The solution
worksheet-summary = { $about } Pictures: { $pictures } ({ $shown } steps, the puzzle{ $solved ->
    [yes] {" "}and the solution
   *[no] {""}
}).
rate-steps-above-easy = Steps above Easy, hardest technique first:
rate-share = { $technique } ({ $level }, { $points } points each): { $count ->
    [1] step
   *[other] steps
} { $numbers }
step-count = { $count ->
    [1] 1 step
   *[other] { $count } steps
}
solve-invalid = invalid: { $reason }
solve-not-unique = not unique: the puzzle has more than one solution, so it has no logical solve path; { $steps ->
    [1] 1 step that holds for every solution
   *[other] { $steps } steps that hold for every solution
}
solve-undecided = undecided: the backtracking search gave up before it could tell whether the puzzle has one solution; { $steps ->
    [1] 1 step that holds for every solution
   *[other] { $steps } steps that hold for every solution
} did not solve it
solve-summary = { $result } after { $steps ->
    [1] 1 step
   *[other] { $steps } steps
}, { $guesses ->
    [1] 1 guess
   *[other] { $guesses } guesses
}; level { $level }, score { $score }
rate-several-solutions = not rated: more than one solution
rate-no-solution = not rated: no solution
rate-undecided = not rated: could not decide whether it has one solution (the backtracking search gave up)
rate-stuck = not rated: the techniques stop after { $steps ->
    [1] 1 step
   *[other] { $steps } steps
} without solving it
rate-variant-board = ; { $variant } board, uniqueness techniques off
rate-rated = { $level }, score { $score } ({ $guesses ->
    [1] 1 guess
   *[other] { $guesses } guesses
}{ $board })
cell-tip-given = { $cell }: given { $digits }
cell-tip-placed = { $cell }: placed { $digits }
cell-tip-candidates = { $cell }: candidates { $digits }

guide-candidate-elimination = Every empty cell starts with all digits pencilled in. A digit already placed in a cell's row, column or box cannot go in that cell, so it is crossed out. Every solve begins with this, and each later placement crosses its digit out of its peers.
guide-full-house = A row, column or box with a single empty cell: the one digit the house is still missing must go there. It is the easiest placement there is.
guide-naked-single = A cell with only one candidate left. Every other digit is already seen by the cell or was ruled out, so the cell takes the one that remains.
guide-hidden-single = A digit that fits in only one cell of a row, column or box. Every house must hold every digit once, so the digit goes there, even if the cell has other candidates.
guide-cage-combinations = Killer only: a cage's digits all differ and add up to its sum, so its cells hold one of the sets of different digits that make that sum (a 2-cell 4 is 1+3; a 3-cell 7 is 1+2+4; with a digit already placed, the other cells make the rest). A set fits only if its digits can go one to each cell, each into a cell that still holds it. A candidate that no fitting set can put in its cell goes.
guide-thermometer-bounds = On a thermometer the digits rise from the round bulb to the tip, so each cell holds more than the cell before it and less than the cell after it. Count up from the bulb: a cell's least is its smallest candidate above the least of the cell before. Count down from the tip: a cell's most is its largest candidate below the most of the cell after. A candidate below its cell's least or above its most fits no rising filling of the thermometer, so it goes; on an empty 9-cell thermometer each cell holds exactly its place from the bulb.
guide-arrow-sums = On an arrow the digits along the shaft add up to the number in the circle; a circle of two or three cells (a pill) reads its digits in order as one number. Shaft digits may repeat where no house holds both cells. The shaft adds up to at least the least its cells can make (each cell's smallest candidate, different where two cells share a house) and at most the most they can make, so the circle reads a number between the two. A shaft cell holds at most the circle's largest number less what the other shaft cells make at least, and at least its smallest less what they make at most. A candidate outside those bounds goes.
kropki-intro = { $technique }: { $line } { $kind ->
    [white] joins consecutive digits, so each digit of one cell needs a partner in the other that differs from it by 1.
    [black] joins a digit and its double, so each digit of one cell needs a partner in the other that is its double or its half.
    [no-white] holds no consecutive digits, as all dots are given: each digit of one cell needs a partner in the other that does not differ from it by 1.
   *[no-black] holds no digit and its double, as all dots are given: each digit of one cell needs a partner in the other that is neither its double nor its half.
}
pair-side = { $form ->
    [none] { $cell }'s { $removed } { $count ->
        [one] has
       *[other] have
    } no partner from 1 to { $n } at all
   *[other] { $other } { $form ->
        [placed] is { $digits }
        [lacks] holds no { $digits }
       *[only] holds only { $digits }
    }, so { $cell }'s { $removed } { $count ->
        [one] has
       *[other] have
    } no partner there
}
pair-so = So { $eliminations }.
pair-side-itself = { $cell }'s { $removed } would need { $removed } in { $other } too, and the two share { $house }
guide-kropki-dots = A white dot between two cells side by side joins consecutive digits (they differ by 1); a black dot joins a digit and its double (1-2, 2-4, 3-6, 4-8); 1 and 2 fit either dot. With the negative rule (all dots are given), two cells side by side with no dot between them hold neither. So each digit of one cell needs a partner in the other cell that keeps the pair's relation: a 5 beside a white dot needs a 4 or a 6 across it, and no digit but 1, 2, 3, 4, 6 and 8 can sit on a black dot on 9x9. A digit with no partner goes.
kropki-chain-intro = { $technique }: { $first_dot } and { $second_dot } join { $first }, { $middle } and { $second }, and { $first } and { $second } share { $house }, so their digits differ: { $middle } needs a different partner on each side.
kropki-chain-middle = { $cell } cannot be { $digits }: in { $first } and { $second }, { $partners }, and the two cannot both hold one digit
kropki-chain-partner = { $digit }'s only partner is { $partner }
kropki-chain-end = { $cell } cannot be { $digit }: { $middle } would then hold { $partners }, and { $count ->
    [one] its
   *[other] their
} only partner in { $other } is { $digit } again
guide-kropki-chain = Two dots that meet at one cell join three cells. When the two end cells share a row, column or box, their digits differ, so the middle cell needs a different partner across each dot. A middle digit whose only partner in both end cells is the same digit cannot stand: a 1 between two white dots in a row would need a 2 on each side. An end digit goes too when every digit it leaves the middle cell has that same digit as its only partner in the other end.
xv-intro = { $technique }: { $line } { $kind ->
    [x] adds up to 10, so each digit of one cell needs in the other the digit that makes 10 with it.
    [v] adds up to 5, so each digit of one cell needs in the other the digit that makes 5 with it.
    [no-x] does not add up to 10, as all X and V are given: each digit of one cell needs a partner in the other that does not make 10 with it.
   *[no-v] does not add up to 5, as all X and V are given: each digit of one cell needs a partner in the other that does not make 5 with it.
}
guide-xv-pairs = An X between two cells side by side says their digits add up to 10 (1+9, 2+8, 3+7, 4+6); a V says they add up to 5 (1+4, 2+3). The two cells share a row or a column, so their digits differ: an X never holds a 5, and no digit above 4 sits on a V. With the negative rule (all X and V are given), two cells side by side with no letter between them add up to neither 10 nor 5. So each digit of one cell needs its partner in the other cell: a 3 beside an X needs a 7 across it, a 3 beside a V a 2. A digit whose partner the other cell cannot hold goes.
nonconsecutive-placed = { $technique }: { $cell } is { $digit }, and no two cells side by side hold consecutive digits, so { $neighbours } cannot be { $digits }. So { $eliminations }.
nonconsecutive-intro = { $technique }: { $line } holds no consecutive digits, as no two cells side by side do: each digit of one cell needs a partner in the other that does not differ from it by 1.
whisper-intro = { $technique }: { $first } and { $second } are next to each other on { $line }, so their digits differ by 5 or more: each digit of one cell needs a partner in the other at least 5 away from it.
whisper-lonely = { $technique }: along { $line }, digits next to each other differ by { $gap } or more, and no digit from 1 to { $n } is { $gap } or more away from { $any_of }, so { $count ->
    [one] { $all_of } cannot stand on the line
   *[other] none of { $all_of } can stand on the line
}. So { $eliminations }.
renban-runs = { $technique }: { $line } holds { $len } consecutive digits, each once. { $unfit ->
    [0] Every run of { $len } digits fits it
   *[other] Only { $fitting } { $count ->
        [one] fits
       *[other] fit
    }: { $misfits }
}. No way of giving its cells different digits of { $count ->
    [one] that run
   *[other] those runs
} puts these digits there. So { $eliminations }.
renban-run-placed = { $runs } { $count ->
    [one] leaves
   *[other] leave
} out { $cell }'s { $digit }
renban-run-empty = in { $runs }, { $cell } has no digit
renban-run-crowded = in { $runs }, { $cells } hold only { $digits } between them { $count ->
    [one] (one digit for more cells)
   *[other] (fewer digits than cells)
}
sandwich-sums = { $technique }: { $clue } says the digits between its 1 and { $top } add up to { $sum }; { $ways }. { $one_placed ->
    [yes] The 1 is in { $ones }
   *[no] The 1 can go in { $ones }
} and the { $top } { $top_placed ->
    [yes] is in { $tops }
   *[no] in { $tops }
}; at such a distance { $count ->
    [one] they can stand in one place
   *[other] they can stand in { $count } places
}: { $options }. No fitting option puts these digits there. So { $eliminations }.
sandwich-ways-none = 0 means no cell between them: the 1 and the { $top } stand side by side
sandwich-ways = as different digits from 2 to { $below }, { $sum } is { $sets }
sandwich-ways-size = { $sets } ({ $count ->
    [one] 1 cell
   *[other] { $count } cells
} between)
sandwich-crusts-one-way = { $one } = 1 and { $far } = { $top }
sandwich-crusts-either-way = { $first } and { $last } as 1 and { $top } either way
sandwich-option = { $crusts }, with { $count ->
    [0] nothing
   *[other] { $between }
} between: { $verdicts }
sandwich-sets-fit = { $sets } { $count ->
    [one] fits
   *[other] fit
}
sandwich-misfit-digit = { $side ->
    [between] with { $sets }, no cell between holds { $digit }
   *[outside] with { $sets } between, no cell outside holds { $digit }
}
sandwich-misfit-cell = { $side ->
    [between] { $cell } holds none of { $sets }
   *[outside] with { $sets } between, { $cell } holds none of the digits left outside
}
sandwich-side-by-side = that makes 0
guide-nonconsecutive-pairs = Under the non-consecutive rule no two cells side by side (sharing an edge) hold consecutive digits, digits that differ by 1. So a placed 5 takes 4 and 6 from the cells above, below, left and right of it, and a placed 1 takes 2. Between two open cells side by side, a digit goes when every candidate of the other cell is next to it or is the digit itself (the two share a row or a column): beside a cell holding only 4 and 6, a 5 has no partner, and beside a cell holding only 3 and 4, a 4 has none either.
nonconsecutive-places-step = { $technique }: in { $house }, { $digit } can only go in { $places }, and { $cells } { $own ->
    [yes] { $count ->
        [one] is one of them and lies side by side with every other one: if it held a digit that differs from { $digit } by 1, { $digit } could stand neither in it nor beside it, and would have no place left in { $house }
       *[other] lie side by side: if either held a digit that differs from { $digit } by 1, { $digit } could stand neither in it nor beside it, and would have no place left in { $house }
    }
   *[no] { $count ->
        [one] lies side by side with every one of them: wherever { $digit } goes, it stands beside that cell, so the cell cannot hold a digit that differs from { $digit } by 1
       *[other] each lie side by side with every one of them: wherever { $digit } goes, it stands beside each of those cells, so they cannot hold a digit that differs from { $digit } by 1
    }
}. So { $eliminations }.
guide-nonconsecutive-places = Under the non-consecutive rule, look at where a digit can still go in a row, column or box. When every one of those places lies side by side with one cell, the digit will stand beside that cell wherever it goes, so the cell cannot hold a digit next to it: with 5 only in r1c4 or r1c6 of row 1, r1c5 touches both and cannot be 4 or 6; with 5 only in r1c4 or r2c5 of box 2, r1c5 and r2c4 touch both. One of the places can be that cell too: with 5 only in r1c4, r1c5 or r1c6 of row 1, r1c5 touches the other two, and if it held 4 or 6, 5 could stand neither in it nor beside it, so it holds neither; with 5 only in r1c4 or r1c5, both lose 4 and 6.
guide-whisper-pairs = On a German whisper line (drawn green), any two cells next to each other along the line hold digits that differ by 5 or more; a digit may repeat on the line where no row, column or box holds both cells. So a 5 never stands on a whisper line: no digit from 1 to 9 is 5 or more away from it. A 4 needs a 9 beside it and a 6 a 1, and the digits along a line switch between low (1 to 4) and high (6 to 9). Between two cells next to each other on the line, a digit goes when the other cell holds no partner for it: beside a cell that is 3, only 8 and 9 can stand.
guide-renban-runs = A renban line (drawn purple) holds a run of consecutive digits, in any order, each once: a line of 4 cells holds 1-4, 2-5, 3-6, 4-7, 5-8 or 6-9. A run fits the line when each cell has a candidate in it and the cells can take different digits of it. Any digit that no fitting run gives a cell goes: with a 6 on a line of 4, only 3-6 to 6-9 fit, so 1 and 2 cannot stand on it; and a digit placed on the line is on it once, so the other cells lose it.
palindrome-mirror = { $technique }: { $first } and { $second } are { $place ->
    [0] the two ends
    [one] { $place } cell in from the two ends
   *[other] { $place } cells in from the two ends
} of { $line }, which reads the same both ways, so they hold the same digit: only { $shared } can stand in both. So { $eliminations }.
guide-palindrome-mirror = A palindrome (drawn grey, with no bulb) reads the same both ways: its first and last cells hold the same digit, so do its second and second-to-last, and so on inwards (the middle cell of a line of odd length mirrors itself). Two such mirror cells never share a row, column or box. So each keeps only the candidates the other has too: with r1c1 holding 2, 5 or 8 and its mirror r3c5 holding 1, 5 or 8, both keep 5 and 8 only, and a digit placed in one is the digit of the other.
guide-little-killer-sums = A little killer clue stands outside the board with a small arrow along a diagonal: the digits of the diagonal's cells, from the clue to the far edge, add up to its number. Unlike a cage's, they may repeat where two cells share no row, column or box (a diagonal crosses each row and column once, so only cells in one box must differ). Read it as a cage: a candidate goes when no filling of the open cells (a candidate in each, different in one box, adding up to what the placed digits leave) puts it there. A corner clue of 3 on two cells of one box makes them 1 and 2; on a long diagonal, the other cells' smallest candidates often leave a cell no room: with 10 on four cells that hold at least 1, 1, 2 and 3, the first is at most 10 - 6 = 4.
guide-sandwich-sums = A sandwich clue stands left of a row or above a column: the digits between that row's 1 and 9 (its crusts; the largest digit on other sizes) add up to the clue, 0 when they stand side by side. The digits between are different digits from 2 to 8, so a sum can be made only with so many of them: 35 needs all seven (the crusts at the two ends), 2, 3 or 4 only one, 5 to 8 one or two, 12 two or three (4+8, 5+7, 2+3+7, 2+4+6, 3+4+5). So the crusts stand only so far apart. List the places where the row's candidates let the 1 and 9 stand at such a distance; each place keeps the sets its cells between can take while the cells outside take the digits left. A candidate no such place and set puts in its cell goes: a 1 or 9 with no partner at the right distance, a digit between the crusts that is in no fitting set, a digit outside them that every fitting set uses.
reason-beside-places = { $digit } is in one of { $places }, and { $own ->
    [yes] { $cells } is one of them and lies side by side with each of the others, so it is not { $removed }, next to { $digit }: { $digit } could then stand neither in it nor beside it
   *[no] { $cells } lies side by side with each of them, so it is not { $removed }, next to { $digit }
}
guide-innies-and-outies = Killer only, the rule of 45: a row, column or box holds every digit once, 45 in all on 9x9 (and k rows, columns or boxes side by side, boxes in an L or a 2x2 block among them, k times 45). Take away the cages that lie wholly inside it: its other cells (the innies) add up to 45 less their sums. Or, when cages cover the house and reach out of it, their cells outside it (the outies) add up to what their sums exceed 45 by. Innies (or outies) that all see each other are then a hidden cage: their digits differ and make a known sum, and the sets that make it are read as for a cage: when every set left has, say, 2 of 6, 8 and 9, and only two of the cells hold those, the two hold nothing else. A few that do not all see each other may repeat a digit: a candidate goes when no way of filling them (different digits only where two see each other) makes the sum with it.
guide-innie-outie-difference = Killer only, the rule of 45 with cages that reach out of the house. A row, column or box (or several side by side) holds every digit once each, 45 in all on 9x9. Take away the cages inside it and some cages that reach out of it: what is left of 45 is what its cells no taken cage covers (the innies) add up to, less the taken cages' cells outside it (the outies). So one group adds up to the other plus a known number, say r2c4 + r3c4 = r1c1 + 3. Each open cell then lies between the least and the greatest the others allow: with r1c1 at least 5 and r3c4 at most 3, r2c4 = r1c1 + 3 - r3c4 is at least 5, so r2c4 loses 1 to 4.
guide-cage-interplay = Killer only: the cages that lie inside one row, column or box hold different digits, and with the house's other cells every digit once. So read their sets together: a set one cage could hold goes when no sets of the others go with it, sharing no digit and leaving the other cells digits they hold. Say row 3 has the cage at r3c3 (3), which can only hold 1+2, and the cage at r3c1 (10), which could hold 1+9, 2+8, 3+7 or 4+6: 1+9 and 2+8 share a digit with 1+2, so the cage at r3c1 holds 3+7 or 4+6 and loses 1, 2, 8 and 9. The other cells of the house lose a digit that every way of choosing the sets puts in a cage. Two cages that must hold the same two digits (a killer pair), or that hold 1, 2, 3 and 4 between them, are cases of it.
guide-cage-splitting = Killer only: a hidden cage is a cage like any other. The rule of 45 gives cells whose sum is known (the innies or outies of a row, column, box or several side by side); use them again in another area they lie in. When they lie among the cells that area's cages leave out, take them away with those cages: the area's other cells add up to what is left, and they are read as a cage. A hidden cage that splits a cage reaching out of its area needs no such step: the cage's other part is the area's outies (or innies), which Innies and Outies reads.
guide-cage-house-overlap = Killer only, Locked Candidates between a cage and a house. When every set of digits that can make a cage's sum holds a digit, the cage holds that digit; if the digit fits in the cage only inside one row, column or box, that is the house's copy of it, so it leaves the rest of the house. The other way round: when a digit fits in a house only inside one cage, the cage holds it there, so it leaves the cage's other cells, and only the sets that hold it can make the cage's sum.
guide-locked-pair = Two cells that share both a line and a box and hold only the same two candidates. Those two digits must fill the two cells, so they leave every other cell of the line and of the box. It is a locked pair when it removes candidates from both the box and the line; one that clears only one house is that house's Naked Pair.
guide-locked-triple = Three cells that share both a line and a box and hold only the same three digits between them. The three digits fill those cells, so they leave the rest of the line and the box. It is a locked triple when it removes candidates from both houses; otherwise it is a Naked Triple.
guide-locked-candidates-pointing = Inside a box, a digit's candidates all lie on one row or column. Wherever the digit goes in the box, it is on that line, so the rest of the line (outside the box) cannot hold it.
guide-locked-candidates-claiming = Inside a row or column, a digit's candidates all lie in one box. The line's copy of the digit must be in that box, so the box's other cells cannot hold it.
guide-common-peer = On a variant board a cell can see another in more ways than its row, column and box: a diagonal or window, a knight's or king's move, a Killer cage. Take a digit whose candidates in a house all lie where one cell outside them sees them, each by its own way (two in the cell's box, one a knight's move away). Whichever of them holds the digit, that cell sees it, so the cell cannot hold the digit. It is Locked Candidates without the shared house.
guide-law-of-leftovers = Jigsaw only: a band of k neighbouring rows (or columns) holds every digit k times, once per line (k x 45 in sum on 9x9), and so do any k regions. Take the k regions that fill most of the band and take away the cells both cover: what is left of the band (the innies) and of the regions (the outies) holds the same digits, each as often. So a digit that fits in none of the outies cannot be an innie, and the other way round.
guide-naked-pair = Two cells of a house with the same two candidates and nothing else. One of them takes each digit, so no other cell of the house can hold either digit.
guide-naked-triple = Three cells of a house whose candidates, taken together, are just three digits. The three cells use up those digits, so the other cells of the house lose them.
guide-hidden-pair = Two digits that, in some house, fit only in the same two cells. Those cells must hold those two digits, so every other candidate in the two cells goes.
guide-hidden-triple = Three digits confined to the same three cells of a house. The cells are reserved for those digits, so their other candidates are removed.
guide-naked-quadruple = Four cells of a house whose candidates together are four digits. The four digits are used up there, so they leave every other cell of the house.
guide-hidden-quadruple = Four digits that fit only in the same four cells of a house. Those cells hold those digits, so their other candidates go.
guide-xwing = In two rows a digit fits in only two cells each, and those cells line up in the same two columns (or the same with rows and columns swapped). The digit takes two opposite corners of the rectangle, so both columns already have their copy: the digit leaves the rest of those columns.
guide-swordfish = An X-Wing over three lines: in three rows a digit's candidates lie within the same three columns. The three rows place the digit three times in those columns, one per column, so the columns' other cells lose it.
guide-jellyfish = The same fish over four lines: in four rows a digit is confined to four columns. The four rows need four copies of the digit, one in each of those columns, so the digit leaves every other cell of the four columns.
guide-remote-pair = A chain of cells that all hold the same two candidates, each seeing the next. The digits alternate along the chain, so its two ends hold different digits when the chain has an even number of links: any cell that sees both ends loses both digits.
guide-bug-plus-one = Every empty cell has two candidates except one cell with three, and every digit appears twice per house. Such a Bivalue Universal Grave would have two solutions, so the extra digit (the one seen three times) must be the answer of that cell. It assumes the puzzle has a unique solution.
guide-skyscraper = Two lines in which a digit fits in only two places each, with one end of each line in a shared cross line. Either the one free end or the other holds the digit, so a cell that sees both free ends cannot hold it.
guide-two-string-kite = A digit with two places in a row and two in a column, where one end of each is in the same box. The box can hold the digit only once, so one of the two far ends holds it: a cell seeing both far ends loses the digit.
guide-turbot-fish = A short chain on one digit: two strong links (houses with only two places for the digit) joined by a weak link. One end or the other holds the digit, so any cell seeing both ends cannot. Skyscraper and 2-String Kite are special cases.
guide-empty-rectangle = In a box, a digit's candidates form a cross (they all lie on one row and one column). Joined with a column or row where the digit has two places, one of two cells must hold the digit, so the cell they both see loses it.
guide-wwing = Two cells with the same two candidates, x and y, that do not see each other, and a strong link on x whose ends each see one of them. One of the two cells must be y, so a cell that sees both loses y.
guide-xy-wing = A pivot cell with candidates xy sees two pincers, xz and yz. Whatever the pivot is, one of the pincers becomes z, so a cell that sees both pincers cannot be z.
guide-xyz-wing = Like an XY-Wing, but the pivot has all three candidates xyz. One of the three cells is z, so a cell that sees the pivot and both pincers loses z.
guide-wxyz-wing = Four cells hold only four digits between them, and every digit but one, z, lies only in cells that see each other. Each of those three digits can fill at most one of the cells, so they cannot fill all four: one of the cells holding z is z. A cell that sees all of those loses z. SudokuWiki teaches it; HoDoKu does not, so it is off by default.
guide-uniqueness-test1 = Four cells in two rows, two columns and two boxes where three hold only the same two candidates. If the fourth were also one of those two, the digits could swap and the puzzle would have two solutions, so the fourth cell loses both. It assumes the puzzle has a unique solution.
guide-uniqueness-test2 = A unique rectangle whose two extra cells both have the same one extra candidate. One of them must take it (else the deadly pattern would appear), so a cell that sees both extra cells loses it. It assumes a unique solution.
guide-uniqueness-test3 = A unique rectangle whose extra candidates act like one cell: together with other cells of a shared house they form a naked subset, which removes its digits from the rest of that house. It assumes a unique solution.
guide-uniqueness-test4 = A unique rectangle where one of the two rectangle digits has only the two roof cells as its places in a shared house. That digit must be in one of them, so the other rectangle digit cannot be in either roof cell. It assumes a unique solution.
guide-uniqueness-test5 = A unique rectangle with one extra candidate in two or three of its cells (placed diagonally). One of those cells must take the extra digit, so a cell that sees all of them loses it. It assumes a unique solution.
guide-uniqueness-test6 = A unique rectangle whose diagonal cells hold extra candidates and where one rectangle digit is tied to the rectangle's corners in both rows and both columns. That digit would complete the deadly pattern in the two plain corners, so it is removed there. It assumes a unique solution.
guide-hidden-rectangle = A unique rectangle seen from one corner: in the row and column of the opposite corner, one rectangle digit has only rectangle cells as places. The other digit in that opposite corner would allow a second solution, so it goes. It assumes a unique solution.
guide-avoidable-rectangle1 = Three corners of a rectangle over two boxes are solved (not given) with two digits in a swappable pattern. If the fourth corner took the missing digit, the solved digits could swap, giving two solutions, so that digit leaves the fourth corner. It assumes a unique solution.
guide-avoidable-rectangle2 = Two solved corners of a rectangle (not givens) and two open corners that each have the same extra candidate. One open corner must take the extra digit, so a cell seeing both loses it. It assumes a unique solution.
guide-extended-unique-rectangle = Six empty cells in two rows and three columns, each column's two cells in one box. If all six held only the same three digits, the rows could trade their digits column by column, and the puzzle would have two solutions. So when five of the cells hold only three digits, the sixth loses them. SudokuWiki teaches it; HoDoKu does not, so it is off by default.
guide-siamese-fish = Two finned (or sashimi) fish of one size on one digit with the same base lines but different cover lines, so different fins. Each fish stands on its own, so the step removes what either removes, and shows how one set of base lines can be covered in two ways. HoDoKu shows them only with an option that is off by default, so it is off here too; when on, it comes before the finned fish it combines.
guide-finned-xwing = An X-Wing with an extra candidate or two (the fin) in one of its lines, inside one box. Either the X-Wing holds, or the fin holds the digit; the cells that both the X-Wing and the fin would rule out lose it.
guide-sashimi-xwing = A finned X-Wing with one corner missing: the fin stands in for it. The cells in the fin's box that the broken X-Wing would still clear lose the digit.
guide-finned-swordfish = A Swordfish with extra candidates (fins) in one box. Either the fish is true or a fin holds the digit, so cells that lie in the fish's cover lines and see every fin lose it.
guide-sashimi-swordfish = A finned Swordfish with one of its cells missing. The fins make up for it: either the broken fish or a fin holds the digit, and the same cells as for the finned fish lose it.
guide-finned-jellyfish = A four-line fish with fins in one box. Either the Jellyfish is true or a fin holds the digit, so cells of the cover lines that see every fin lose it.
guide-sashimi-jellyfish = A finned Jellyfish with one of its cells missing. Its fins complete it, and the same eliminations as for a finned Jellyfish follow.
guide-sue-de-coq = Two or three cells where a line and a box cross hold more digits than cells. Some of those digits must be placed with help from the rest of the line and some with help from the rest of the box; each group's digits then leave the rest of its house.
guide-simple-colors = Follow one digit's strong links (houses with only two places) and colour the cells in two alternating colours: one colour is all true, the other all false. A colour that sees itself is false (wrap), and a cell seeing both colours loses the digit (trap).
guide-multi-colors = Two separate colour clusters for one digit. When a colour of one cluster sees both colours of the other, it is false; when colours of the two clusters see each other, cells that see their partners lose the digit.
guide-medusa3-d = Colouring across digits: a cell's only two candidates and a digit's only two places in a house are strong links, and a cluster of them takes two alternating colours, one of which is all true. A colour that would put two of its candidates in one cell, two equal digits in sight of each other, or empty a cell, is false. A candidate that both colours rule out goes. SudokuWiki teaches it; HoDoKu does not, so it is off by default.
guide-xchain = A chain on one digit that alternates strong and weak links and starts and ends with a strong link. One end holds the digit whatever happens, so a cell that sees both ends cannot.
guide-xy-chain = A chain of two-candidate cells where each cell shares a digit with the next. If the first cell is not z, the chain forces the last cell to be z, so any cell that sees both ends loses z.
guide-nice-loop = An alternating inference chain: strong links (one of the two must be true) and weak links (not both can be true) alternate across digits and cells. The chain's ends cannot both be false, so a candidate that sees both, or one end itself when the loop closes on it, is removed.
guide-grouped-nice-loop = A Nice Loop or AIC that also uses groups: two or three candidates of a digit in one box and one line act as a single node. It finds chains the single-cell links cannot make.
guide-als-xz = Two almost locked sets (N cells with N+1 digits) share a restricted common digit x: x can be in only one of them. Then the other common digit z must be in one set or the other, so a cell that sees every z of both sets loses z. Linked by two such digits, each set holds one of them and has all its other digits placed in it: a cell seeing all of such a digit's places (in both sets, for the two links) loses it.
guide-als-xy-wing = Three almost locked sets: a pivot set joined to two wing sets by two different restricted common digits. The two wings cannot both lack the digit z they share, so cells seeing all its candidates in both wings lose it.
guide-als-xy-chain = A chain of almost locked sets, each joined to the next by a restricted common digit. A digit in both end sets must be in one of them, so cells seeing all of its candidates there lose it.
guide-aligned-pair-exclusion = Two empty cells of one house hold two different digits. A pair of digits for them is impossible when an almost locked set outside them holds both, every place of each digit seeing the cell that would take it: the set would lose two digits and keep too few for its cells. A digit of one cell that pairs with none of the other's goes. SudokuWiki teaches it; HoDoKu does not, so it is off by default.
guide-death-blossom = A stem cell and, for each of its digits, a petal: an almost locked set whose every place of that digit sees the stem. Whatever the stem is, that digit's petal loses it and becomes locked, so a digit z in every petal (and not in the stem) is placed in one of them. Cells that see every z of all the petals lose it. HoDoKu has it off by default, and so do we.
guide-franken-xwing = A fish whose base or cover houses include a box: two base houses (rows and boxes) that share no place of a digit, all of whose places lie in two cover houses (columns and boxes), or the same with rows and columns swapped. The two base houses need two copies of the digit and the covers take one each, so the covers' other cells lose the digit.
guide-franken-swordfish = A Franken fish over three houses: three base houses of rows and boxes, sharing no place of the digit, whose places all lie in three cover houses of columns and boxes (or rows and columns swapped). The three copies fill the three covers, so the covers' other cells lose the digit.
guide-franken-jellyfish = A Franken fish over four houses: four base rows and boxes whose places of a digit lie in four cover columns and boxes (or the reverse). The four copies fill the covers, so the covers' other cells lose the digit. HoDoKu leaves it off by default.
guide-finned-franken-xwing = A Franken X-Wing with fins: base places outside the cover, or in two base houses at once. Either no fin holds the digit and the fish stands, or a fin does; so the cells of the cover that see every fin lose the digit.
guide-finned-franken-swordfish = A Franken Swordfish with fins (base places outside the cover or in two base houses). Either the fish stands or a fin holds the digit, so the cover's cells that see every fin lose it.
guide-finned-franken-jellyfish = A Franken Jellyfish with fins. Either the fish stands or a fin holds the digit, so the cover's cells that see every fin lose it. HoDoKu leaves it off by default.
guide-mutant-xwing = A fish that mixes the kinds of house freely, for example a row and a column as base: two base houses sharing no place of a digit, all of whose places lie in two cover houses. The covers take the two copies, so their other cells lose the digit, and so does a base cell in both covers. Off by default, as in HoDoKu.
guide-mutant-swordfish = A Mutant fish over three base and three cover houses of any kinds. The three copies the base needs fill the covers, so the covers' other cells lose the digit, and so does a base cell in two covers. Off by default, as in HoDoKu.
guide-mutant-jellyfish = A Mutant fish over four base and four cover houses of any kinds. The four copies fill the covers, so the covers' other cells lose the digit. Off by default, as in HoDoKu.
guide-finned-mutant-xwing = A Mutant X-Wing with fins. Either the fish stands or a fin holds the digit, so the cover's cells that see every fin lose it. Off by default, as in HoDoKu.
guide-finned-mutant-swordfish = A Mutant Swordfish with fins. Either the fish stands or a fin holds the digit, so the cover's cells that see every fin lose it. Off by default, as in HoDoKu.
guide-finned-mutant-jellyfish = A Mutant Jellyfish with fins. Either the fish stands or a fin holds the digit, so the cover's cells that see every fin lose it. Off by default, as in HoDoKu.
guide-kraken-fish = A fish (two to four rows whose places of a digit lie in as many columns, or the other way round) with one or two fins that do not all see what it would remove. Unless a fin holds the digit, each cover column holds one of the base rows' places, so for any one cover column, a fin or one of its places in the base rows holds the digit. If each of those options leads, through a chain of two-way links, to the same candidate being false (the cover's own digit outside the base rows, or any other), that candidate goes. The same links read backwards say it too: supposing the candidate true rules out every option, which the fish cannot allow; the step is told whichever way is shorter. Off by default, as in HoDoKu.
guide-forcing-chain = Suppose a candidate is true (or false) and follow the two-way links it forces, through groups of cells too (r2c46=8: the 8 is in one of those cells). If that leads to a contradiction, the supposition is wrong: a true candidate is removed, a false one placed. If every candidate of a cell (or every place of a digit in a house) leads to the same conclusion, that conclusion is true.
guide-forcing-net = A forcing chain that may branch: an assumption is followed through every single it forces, not along one line. When the net still finds nothing it nests: inside an assumption it rules out candidates whose own net fails. A last resort before guessing.
guide-template-set = A template places every copy of a digit, one in each row, column and box, on cells that hold it or still have it as a candidate. The solver lists every template that fits and drops those that take a cell another digit must take. A cell every remaining template uses holds the digit. HoDoKu has it off by default, and so do we.
guide-template-delete = Templates as for Template Set: every way to place all copies of a digit that fits the grid and leaves other digits the cells they must take. A candidate that no such template uses goes. HoDoKu has it off by default, and so do we.
guide-brute-force = Not logic: when no other enabled technique finds a step, the solver places the digit that the puzzle's solution (found by trial and error) has in the empty cell with the fewest candidates. It always comes last; turn it off (View > Allow Brute Force guesses) to see where logic gets stuck.
variants-intro = A variant adds rules to the classic ones; they can be combined (Sudoku X + Jigsaw, Windoku + X...).
variants-sudoku-x = Sudoku X: both main diagonals hold every digit once. The falling diagonal runs from r1c1 down to the bottom right corner, the rising diagonal from the bottom left corner up to r1c9.
variants-windoku = Windoku: four extra windows of 3x3 cells (rows and columns 2-4 and 6-8 on 9x9, tinted on the board) hold every digit once; they are numbered window 1 to 4, left to right, then down.
variants-jigsaw = Jigsaw: irregular regions, drawn with thick borders, replace the boxes; each holds every digit once. Regions are numbered in the order of their first cells, row by row.
variants-moves = Anti-knight and anti-king: two cells a chess knight's move apart (or a king's move: diagonal neighbours) never hold the same digit.
variants-odd-even = Odd/even: a cell with a grey circle holds an odd digit, one with a grey square an even digit.
variants-thermometer = Thermometer: along each thermometer (a round bulb and a tube) the digits rise from the bulb to the tip, so no two of its cells hold the same digit and the cell k steps from the bulb holds at least k + 1. Thermometer Bounds keeps each cell's candidates between the least the cells before it leave and the most the cells after it leave; the Forcing Nets read each thermometer the same way.
variants-arrow = Arrow: the digits along each arrow's shaft add up to the number in its circle; a circle of two or three cells (a pill) reads its digits as one number, left to right or top to bottom. Arrow Sums bounds the circle by the least and most the shaft can add up to, and each shaft cell by what the circle leaves once the other shaft cells take their least or most.
variants-kropki = Kropki: a white dot between two cells side by side says their digits are consecutive (they differ by 1), a black dot that one is double the other (1 and 2, 2 and 4, 3 and 6, 4 and 8); 1 and 2 may carry either dot. With the negative rule ('all dots are given'), two cells side by side with no dot between them are neither consecutive nor double. Kropki Dots keeps in each cell only the digits that have a partner in the cell across the dot.
variants-xv = XV: an X between two cells side by side says their digits add up to 10, a V that they add up to 5. With the negative rule ('all X and V are given'), two cells side by side with no letter between them add up to neither. XV Pairs keeps in each cell only the digits whose partner the cell across the letter can hold.
variants-nonconsecutive = Non-consecutive: no two cells side by side hold consecutive digits (digits that differ by 1); nothing is drawn for it. Non-consecutive Pairs takes a placed digit's neighbours in value from the cells beside it, and keeps in each open cell only the digits that have a partner in each cell beside it; Non-consecutive Places takes them from a cell beside every place a digit has left in a house.
variants-whispers = German whispers: along each green line, cells next to each other hold digits that differ by 5 or more. Whisper Pairs keeps in each cell of a line only the digits with a partner in each cell next to it on the line, so a 5 never stays on one.
variants-renban = Renban: each purple line holds a run of consecutive digits, in any order, each once. Renban Runs works out which runs fit the line and takes from its cells the digits no fitting run gives them.
variants-palindrome = Palindrome: each grey line reads the same both ways, so two cells as far from either end hold the same digit. Palindrome Mirror keeps in each such pair only the candidates both cells have.
variants-little-killer = Little killer: a number outside the board with a small arrow along a diagonal is the sum of that diagonal's digits, from the clue to the far edge; digits may repeat on it where no box holds both cells. Little Killer Sums reads each diagonal as a cage whose digits may repeat.
variants-sandwich = Sandwich: a number left of a row or above a column is the sum of the digits between that row's or column's 1 and 9 (the largest digit on other sizes), 0 when they stand side by side. Sandwich Sums lists where the 1 and 9 can stand for the sum and which sets of digits fit between them.
variants-techniques = What changes for the techniques: every new house is a house like a row or a box, so a Hidden Single can sit in a diagonal or window, and Locked Candidates works wherever two houses meet in two or more cells (a box and a window, a diagonal and a box). A cell 'sees' every cell it may not share a digit with, a knight's or king's move away included, and every technique uses that: when a step rests on a sighting no row, column, box or region shows, its message ends by naming it ('Here r5c8 and r7c7 are a knight's move apart.') and its proof says it too. Jigsaw adds the Law of Leftovers. The uniqueness techniques are never used on a variant board (a diagonal, window, region, move or mark can break the swap they rest on). On Jigsaw, the fins of a finned fish lie in one region instead of one box.
experiment-done-boards = Done: { $boards } boards.
experiment-cancelled = Cancelled; the previous results are kept.
experiment-done-collection = Done: { $solved } of { $count } puzzles solved by the techniques.
experiment-filling = Filling and solving boards...
experiment-solving = Solving the collection...
experiment-cannot-run = Cannot run: { $error }
experiment-run-first = Run the experiment first.
experiment-copied = The table was copied to the clipboard as CSV.
experiment-no-dialog = No file dialog is available: type the path, or use Copy CSV for a table.
experiment-saved = Saved the table to { $path }.
experiment-no-file = No file chosen.
import-failed = Could not import { $name }: { $reason }. Your profile is unchanged.
worksheet-written = { $page } (and worksheet.md): { $summary }
file-error-at = { $file }: line { $line }, column { $column }: { $error }
file-error = { $file }: { $error }
file-unreadable = cannot read the file: { $reason }
file-is-folder = not a regular file (a folder); expected a puzzle file
file-is-device = not a regular file (a device, pipe or socket); expected a puzzle file
file-too-large = the file is { $bytes } bytes; a puzzle file may be at most 1 MiB (1048576 bytes)
file-empty = the file is empty; expected a puzzle
file-not-text = byte 0x{ $byte } is not text; expected a puzzle as plain text
file-bad-character = unexpected character '{ $found }'; expected { $expected }
file-zero-in-char-grid = '0' is not a digit of a 9x9 character grid; expected 1-9, or a space for an empty cell
file-too-few-rows = expected { $expected } rows, found { $found }
file-text-after-grid = unexpected text after the last row; the grid has only { $rows } rows
file-row-too-long = row { $row } has more than { $expected } cells
file-row-too-short = row { $row } has { $found } cells; expected { $expected }
file-bad-line-length = a one-line puzzle has { $found } cells; expected 81 (9x9), or 16 (4x4), 36 (6x6) or 64 (8x8)
file-bad-number-count = a one-line puzzle of numbers separated by commas has { $found } numbers; expected one per cell of a board: { $boards }
file-board-cells = { $cells } ({ $n }x{ $n })
file-line-length-differs = line has { $found } cells, expected { $expected } like the first puzzle (line { $first })
file-value-out-of-range = value { $value } is out of range; expected 1 to { $n }, or '-' for an empty cell
file-missing-library-grid = a HoDoKu library line needs its grid as the third field (':type:candidates:grid:...')
file-bad-deleted-candidate = deleted candidate '{ $entry }' should be a digit, a row and a column from 1 to { $n } (like 517 for 5 taken out of r1c7)
file-bad-header = bad size header: { $why }
file-duplicate-given = duplicate given: { $digit } appears twice in { $house }, at { $first } and { $second }
file-unknown-variant = unknown variant '{ $name }'; expected { $names } (joined with ',' or '+')
file-section-twice = the '{ $head }' section is given twice
file-text-after-section-head = '{ $head }' stands alone on its line; its rows follow on the next lines
file-text-outside-section = expected a section head ('variant:', 'regions:', 'odd/even:', 'cages:' or 'grid:') first
file-missing-section = the '{ $head }' section is missing
file-section-without-rule = '{ $head }' is given, but the variant line does not name its rule
file-map-rows = the '{ $head }' section has { $found } rows; expected { $expected }
file-map-row-length = row { $row } of the '{ $head }' section has { $found } cells; expected { $expected }
file-fpuzzles = f-puzzles: { $why }
file-sudokuwiki = SudokuWiki Killer link: { $why }
file-game = saved game: { $why }
expected-digit-or-space = a digit 1-9, or a space for an empty cell
expected-grid-line = a 'Grid' line opening the next puzzle
expected-digit-or-zero = a digit 1-9, or 0 for an empty cell
expected-digit-or-dot = a digit, or '.' for an empty cell
expected-number-or-dash = a number from 1 to the board size, or '-' for an empty cell
expected-number-or-zero = a number from 1 to the board size, or 0 for an empty cell
expected-digit-dot-or-zero = a digit 1-9, or '.' or '0' for an empty cell
expected-library-colon = ':' opening a HoDoKu library line
expected-library-type = the step type of a HoDoKu library line: digits, such as 0000 or 0904, with an optional variant suffix such as 0904-1
expected-parity-mark = 'o' (odd), 'e' (even) or '.' (either)
expected-region-symbol = a letter, digit or '.'
header-not-a-box-shape = { $rows }x{ $cols } is not a box shape; box rows and columns are whole numbers from 2 to 12, and the largest board is 25x25
marks-no-candidate-left = { $cell } has no candidate left
marks-not-a-candidate = { $cell }: '{ $found }' is not a candidate of a { $n }x{ $n } board; expected digits 1 to { $n }
marks-not-a-candidate-letters = { $cell }: '{ $found }' is not a candidate of a { $n }x{ $n } board; expected digits 1 to 9 and letters from A for 10
sukaku-wrong-place = { $cell }: '{ $found }' stands in the place of candidate { $place }; a candidate string gives each cell { $n } places, the k-th holding digit k (1 to { $n }) or '.'
sukaku-wrong-place-letters = { $cell }: '{ $found }' stands in the place of candidate { $place }; a candidate string gives each cell { $n } places, the k-th holding digit k (1 to 9, A for 10) or '.'
cage-line-not-a-sum = '{ $written }' is not a sum; a cage line reads '7: r1c1 r1c2', or 'r1c1 r1c2' for a cage without a sum
cage-line-not-a-cell = '{ $name }' is not a cell of a { $n }x{ $n } board (r1c1 to r{ $n }c{ $n })
cage-line-twice = { $name } is named twice in one cage
cage-line-no-cell = the cage names no cell
arrow-line-no-colon = an arrow line reads 'r1c1: r1c2 r1c3', its circle, a colon and its shaft
little-killer-line-no-sum = a little killer line reads '15: r1c2 DR', its sum, a colon, the diagonal's first cell at the board's edge and the direction its arrow points (UL, UR, DL or DR)
little-killer-line-not-a-sum = '{ $written }' is not a sum; a little killer line reads '15: r1c2 DR'
little-killer-line-direction = '{ $found }' is not a direction; a little killer's arrow points UL, UR, DL or DR
little-killer-line-one-cell = a little killer line names one cell, the diagonal's first, next to the clue: '15: r1c2 DR'
little-killer-line-not-at-edge = the clue before this cell pointing { $direction } would stand on the board: the diagonal's first cell lies at the board's edge, next to the clue outside it
sandwich-line-no-sum = a sandwich line reads '12: r3' or '0: c5', the sum between the row's or column's 1 and largest digit, a colon and the row or column
sandwich-line-not-a-sum = '{ $written }' is not a sum; a sandwich line reads '12: r3' or '0: c5'
sandwich-line-house = '{ $found }' is not a row or column of the board: a sandwich stands at a row (r1 to r{ $n }) or a column (c1 to c{ $n })
sandwich-line-twice = { $house } has a sandwich clue already
pair-line-unknown-mark = '{ $word }' is no mark here; a line reads '{ $example }: r1c1 r1c2', a mark ({ $words }), a colon and its cells
pair-line-negative-together = the negative rule of { $words } is one rule: name { $missing } too
sudokuwiki-no-comma = expected the cages' shapes (81 characters), a comma and their sums (162 digits, two per cell), but there is no comma
sudokuwiki-shape-space = '{ $found }' cannot stand in the cages' shapes (81 characters, one per cell)
sudokuwiki-shapes-length = the cages' shapes have { $found } characters; expected 81, one per cell
sudokuwiki-not-a-digit = '{ $found }' is not a digit; after the comma come the cages' sums, two digits per cell
sudokuwiki-sums-length = the sums after the comma have { $found } digits; expected 162, two per cell
sudokuwiki-two-sums = the cage at { $cell } has a sum in more than one cell ({ $cells })
fpuzzles-no-decompress = the link's puzzle text cannot be decompressed
fpuzzles-not-text = the link's puzzle is not text
fpuzzles-bad-json = not valid JSON ({ $reason })
fpuzzles-not-object = expected a JSON object
fpuzzles-not-a-cell = { $path }: { $name } is not a cell of a { $n }x{ $n } board
fpuzzles-missing = { $path } is missing
fpuzzles-clue-place = { $path }: { $name } is not a place just outside a { $n }x{ $n } grid (row 0 or { $past }, or column 0 or { $past })
fpuzzles-clue-direction = { $path }: { $found } is not a direction (UL, UR, DL or DR)
fpuzzles-clue-no-sum = { $path }.value: the little killer clue gives no sum
fpuzzles-clue-off-board = { $path }: the clue's arrow, pointing { $direction }, does not lead into the grid
fpuzzles-sandwich-place = { $path }: { $name } is not a sandwich clue's place on a { $n }x{ $n } grid (row 0 above a column, or column 0 left of a row)
fpuzzles-sandwich-no-sum = { $path }.value: the sandwich clue gives no sum
fpuzzles-sandwich-twice = { $path }: { $house } has a sandwich clue already
fpuzzles-unsupported = the constraint '{ $key }' is not supported (Sudoku Stepper reads { $known })
fpuzzles-size-no-board = size: { $n } is no board size; Sudoku Stepper reads boards of { $sizes } digits
fpuzzles-wrong-type = { $path }: expected { $expected }, found { $found }
fpuzzles-expected-flag = true or false
fpuzzles-expected-list = a list
fpuzzles-expected-object = an object
fpuzzles-expected-cell-name = a cell name such as "R1C1"
fpuzzles-expected-size = a board size, a whole number
fpuzzles-expected-cell = a cell, an object with its value, given and region
fpuzzles-expected-digit = a digit from 1 to { $n }
fpuzzles-expected-region = a region number from 0 to { $last }
fpuzzles-given-no-value = { $path }: a given without a value
fpuzzles-region-size = { $path }: region { $region } has { $found } cells; every region of a { $n }x{ $n } board has { $n }
fpuzzles-cage-no-cell = { $path }.cells: the cage names no cell
fpuzzles-at = { $path }: { $why }
fpuzzles-grid-rows = grid: expected { $n } rows
fpuzzles-grid-cells = grid[{ $row }]: expected { $n } cells
fpuzzles-region-range = { $path }.region: { $region } is out of range (0 to { $last })
fpuzzles-value-range = { $path }.value: { $value } is out of range (1 to { $n })
fpuzzles-part-of-rule = '{ $given }' alone is not supported: { $rule } needs { $keys }
fpuzzles-extra-region = extraregion: only the Windoku windows (one cell in from the edges, one cell apart, of the box shape) are supported as extra regions
fpuzzles-not-a-sum = { $path }: { $value } is not a sum
fpuzzles-mark-value = { $path }: { $value } is not supported; { $key } is read with the value { $values } only
fpuzzles-mark-no-value = { $path }: missing; each item of { $key } needs the value { $values }
fpuzzles-negative-unsupported = negative: the negative rule of '{ $name }' is not supported
fpuzzles-expected-constraint-name = a constraint name such as "ratio"
layout-box-too-thin = a box must have at least 2 rows and 2 columns, not { $rows }x{ $cols }
layout-too-large = { $rows }x{ $cols } boxes make a { $n }x{ $n } board; the largest supported board is 25x25
layout-map-size = the { $map } map has { $found } cells; a { $n }x{ $n } board has { $expected }
layout-map-regions = region
layout-map-parity = odd/even
layout-region-size = region { $region } has { $found } cells; every region of a { $n }x{ $n } board has { $n }
layout-cage-shape = the cage { $cage } cannot be on a { $n }x{ $n } board: { $fault }
cage-fault-no-cell = it has no cell
cage-fault-too-many = its { $count } cells must hold different digits, and there are { $n }
cage-fault-off-board = a cell is off the board
cage-fault-twice = it names { $cell } twice
line-thermometer = the thermometer { $cells }
line-white-dot = the white dot between { $first } and { $second }
line-black-dot = the black dot between { $first } and { $second }
line-no-dot = the undotted pair { $first }-{ $second }
line-x = the X between { $first } and { $second }
line-v = the V between { $first } and { $second }
line-no-letter = the pair { $first }-{ $second } with no X or V
line-neighbours = the pair { $first }-{ $second }
line-whisper = the whisper line { $cells }
line-renban = the renban line { $cells }
line-palindrome = the palindrome { $cells }
little-killer-named = the little killer { $sum } { $count ->
    [one] on { $first }
   *[other] from { $first } to { $last }
}
sandwich-named = the sandwich { $sum } of { $house }
line-fault-not-side-by-side = { $family ->
    [nonconsecutive] a pair joins
    [xv] an X or a V joins
   *[kropki] a dot joins
} exactly two cells, side by side
line-fault-marked-twice = { $family ->
    [xv] another X or V
   *[kropki] another dot
} already joins these two cells
line-fault-mirrors-share-house = its mirror cells { $first } and { $second } must hold the same digit, but they share { $house }
layout-line-shape = { $line } cannot be on a { $n }x{ $n } board: { $fault }
line-fault-too-short = a line needs two cells or more
line-fault-too-long = its { $count } cells must hold { $family ->
    [renban] different digits
   *[thermometer] rising digits
}, and there are at most { $most }
arrow-named = { $parts ->
    [circle] the arrow with circle { $circle }
    [shaft] the arrow with shaft { $shaft }
   *[both] the arrow with circle { $circle } and shaft { $shaft }
}
layout-arrow-shape = { $arrow } cannot be on a { $n }x{ $n } board: { $fault }
arrow-fault-no-circle = its circle has no cell
arrow-fault-long-pill = a circle of several cells reads as one number, of at most 3 digits 1 to 9
arrow-fault-no-shaft = its shaft has no cell
grid-arrow-missed = the givens along { $arrow } cannot add up to the number in its circle
grid-little-killer-missed = the givens along { $clue } cannot add up to { $sum }
grid-sandwich-missed = the givens of { $clue } cannot make { $sum } between its 1 and { $top }
grid-line-broken = { $kind ->
    [white] { $line } joins consecutive digits, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [black] { $line } joins a digit and its double, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [no-white] { $line } may not join consecutive digits, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [no-black] { $line } may not join a digit and its double, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [x] { $line } adds up to 10, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [v] { $line } adds up to 5, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [no-x] { $line } may not add up to 10, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [no-v] { $line } may not add up to 5, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [nonconsecutive] { $line } may not hold consecutive digits, as no two cells side by side do, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [whisper] { $line } needs digits next to each other on it to differ by 5 or more, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [renban] { $line } holds a run of consecutive digits, each once, but { $first } holds { $first_digit } and { $second } holds { $second_digit }
    [palindrome] { $line } reads the same both ways, but { $first } holds { $first_digit } and its mirror cell { $second } holds { $second_digit }
   *[thermometer] { $line } rises from its bulb, but { $first } holds { $first_digit } and { $second }, further along, holds { $second_digit }
}
layout-cage-sum = no { $size } different digits from 1 to { $n } add up to { $sum } (they make { $low } to { $high }): the cage { $cage }
layout-little-killer-sum = { $clue } cannot be: its { $count } cells hold 1 to { $n } each{ $different ->
    [yes] , different where two share a house,
   *[no] ,
} so they add up to { $low } to { $high }
layout-sandwich-sum = { $clue } cannot be: the digits between its 1 and { $top } are different digits from 2 to { $below }, and no such set adds up to { $sum }
layout-cage-overlap = { $cell } is in two cages: the cage { $first }, and the cage { $second }
layout-cage-house-total = the cages inside { $house } add up to { $inside }, but { $house } holds 1 to { $n } once each ({ $total } in all), and its other { $rest } cells cannot add up to the { $left } left: { $cages }
layout-region-in-pieces = region { $region } is in pieces: { $cell } does not join { $first } side by side
cage-with-sum = { $cells } (sum { $sum })
cage-without-sum = { $cells } (no sum)
grid-wrong-cell-count = expected { $expected } cells, found { $found }
grid-value-out-of-range = value { $value } in { $cell } is out of range (1 to { $n })
grid-duplicate-digit = { $digit } appears twice in { $house }: { $first } and { $second }
grid-duplicate-knight = { $digit } appears twice a knight's move apart: { $first } and { $second }
grid-duplicate-king = { $digit } appears twice a king's move apart: { $first } and { $second }
grid-duplicate-in-cage = { $digit } appears twice in the cage { $cage }: { $first } and { $second }
grid-cage-sum-missed = the givens of the cage { $cage } add up to { $found }
grid-odd-marked-even = { $cell } holds { $digit }, but it is marked even
grid-even-marked-odd = { $cell } holds { $digit }, but it is marked odd
path-no-dialog = No file dialog could open on this system (a desktop portal or zenity provides one): type { $what }.
path-exists = { $path } already exists. Press OK again to replace it, or change the path (Cancel keeps the file as it is).
path-for-worksheet = the folder to write the worksheet into (a new or empty one)
path-for-picture = where to save the picture (a name ending in .png or .svg)
path-for-save = where to save { $name }
path-for-profile = the path of the profile to import
path-for-puzzle = the path of the puzzle file to open
profile-damaged = The learner's profile { $path } could not be read ({ $reason }); it was moved to { $aside } and a new profile started.
profile-newer = The learner's profile { $path } has schema { $schema }, newer than this version's { $ours }; it was moved to { $aside } and a new profile started.
profile-unwritable = The learner's profile { $path } could not be kept: { $reason }.
profile-not-a-profile = it is not a learner's profile ({ $reason })
profile-schema-newer = it has schema { $schema }, newer than this version's { $ours }
drill-not-drillable = { $technique } cannot be drilled: only a technique a default solve path uses, other than Candidate Elimination, Brute Force, Forcing Chain and Forcing Net (whose steps come from trying candidates, not from a pattern to spot), makes a drill
drill-unreached = { $technique } cannot be drilled: it is too rare; of the default solve paths of about 3,000 published puzzles none but the guide's example reaches it, and two minutes of generating made no practice puzzle for it (a technique before it in the default order finds its steps first)
drill-puzzle-name = Drill { $number } of { $of }: { $technique } (seed { $seed })
status-making-drill = Finding a drill position for { $technique }...
status-drill-ready = { $says ->
    [place] { $technique } places a digit in this position, and no technique before it in the default order finds anything. Place it, then press Check drill (Hint shows the step bit by bit).
   *[remove] { $technique } removes candidates in this position, and no technique before it in the default order finds anything. Remove them (with Pencil marks on, typing a digit takes it from the cell), then press Check drill (Hint shows the step bit by bit).
}
status-no-drill = No drill is under way: start one from the Technique Guide (Try a drill).
status-drill-not-ready = The drill position is not on the board yet.
status-drill-nothing-marked = Nothing is marked yet: remove the candidates { $technique } removes (or place its digit), then press Check drill.
status-drill-right = Right: that is the { $technique } step. Press Next drill for the next one.
status-drill-wrong = Not yet: none of your marks is part of { $with_article } step.
status-drill-partly = Partly right: { $right ->
    [one] 1 of your marks is
   *[other] { $right } of your marks are
} part of { $with_article } step.
drill-missing = Still to mark: { $missing }.
drill-wrong-solution-digit = { $cell } <> { $digit } is wrong: { $digit } is the solution's digit in { $cell }, so it stays a candidate.
drill-wrong-not-this-step = { $cell } <> { $digit } is true, but no { $technique } removes it here (a later step does).
drill-wrong-digit = { $cell } = { $digit } is wrong: { $digit } is not the solution's digit in { $cell }.
drill-wrong-not-placed-yet = { $cell } = { $digit } is right, but no { $technique } places it here (a later step does).
status-drill-round-done = The round of { $technique } drills is done: { $right } of { $of } right at the first Check.
replace-by-drill = a round of { $technique } drills
generate-cancelled = generation was cancelled
generate-timed-out = no { $wanted } within { $seconds } s (stopped in attempt { $attempt }); { $advice }
generate-not-found = no { $wanted } came out of { $attempts } attempts; { $advice }
generate-wanted-practice = { $board } puzzle to practise { $technique }
generate-wanted-practice-level = { $level } { $board } puzzle to practise { $technique }
generate-wanted-level = { $level } { $board } puzzle
advice-practice-timed-out = try another seed or a longer time limit
advice-practice-not-found = try another seed (some techniques are rarely the one a puzzle needs)
advice-level-timed-out = try an easier level or a smaller board
advice-level-not-found = try another level or seed (small boards rarely need hard techniques, and on large boards the many singles alone push the score past Easy)
advice-no-grid = no attempt could complete a grid with these rules within its search budget, so together they may leave no grid at all: try fewer rules
worksheet-cannot-write = { $path }: cannot write: { $reason }
worksheet-folder-occupied = { $folder } holds files the worksheet did not write ({ $files }); choose a new or empty folder
worksheet-folder-earlier = { $folder } holds an earlier worksheet; --force replaces it
worksheet-cancelled = cancelled
worksheet-more-files = { $count } more
picture-cannot-draw = cannot draw the picture: { $reason }
picture-bad-size = cannot draw a picture of { $width }x{ $height } pixels
picture-cannot-encode = cannot encode the PNG: { $reason }
write-failed = { $path }: cannot write the file: { $reason }
cli-error = error: { $error }
cli-no-such-puzzle = { $file } holds { $count } puzzle(s); there is no puzzle { $number }
cli-path-no-solution = { $file } has no solution, so it has no solve path
cli-path-length = the default solve path of { $file } has { $steps } { $steps ->
    [1] step
   *[other] steps
}
cli-path-undecided = the backtracking search could not tell whether { $file } has one solution; only { $steps } { $steps ->
    [1] step holds
   *[other] steps hold
} for every solution
cli-path-not-unique = { $file } has more than one solution; only { $steps } { $steps ->
    [1] step holds
   *[other] steps hold
} for every solution
cli-path-too-short = { $path }; cannot { $what }
cli-what-export = export the position after { $after }
cli-what-draw-step = draw step { $step }
cli-what-draw-position = draw the position after { $after }
render-unknown-format = cannot tell the picture's format from { $out }; the name must end in .svg or .png
render-onto-puzzle = { $out } is the puzzle file itself; choose another name for the picture
render-drew-step = step { $step } ({ $technique }) on the position after { $after } steps
render-drew-position = the position after { $after } steps
render-drew-puzzle = the puzzle
render-drew-example = the guide's example of { $technique }, where it applies
render-no-example = { $technique } has no example in the guide (no bundled puzzle reaches it)
render-done = { $out }: { $drawn }, { $size }x{ $size } pixels
explain-count-none = it has no solution
explain-count-undecided = the search gave up before it could tell
explain-count-many = it has more than one
explain-needs-unique = { $file }: explain needs a puzzle with exactly one solution, and { $count }
cli-puzzle-label = { $file } #{ $number } (line { $line })
status-searching-step = Searching for the next step...
status-searching-hint = Looking for a hint...
status-searching-all = Looking for every step...
status-stepping-example = Stepping the example to where the technique applies...
status-stepping-practice = Stepping the new puzzle to where the technique applies...
filter-puzzle-files = All puzzle files
filter-png = PNG picture
filter-svg = SVG picture
filter-profile = Learner's profile (.json)
filter-game = Sudoku Stepper game (.json)
settings-not-kept = Could not keep the settings in { $path }: { $reason }
game-not-kept = The game in progress could not be kept in { $path }: { $reason }. Save game (Ctrl+S) keeps it in a file of your choice.
pasted-name = pasted puzzle
address-name = puzzle from the page address
web-not-started = Sudoku Stepper could not start in this browser: it needs WebGL 2. The browser console says more.
daily-name = Puzzle of the day { $date }, { $level }{ $rules }
practice-puzzle-name = Practise { $technique } { $size } (seed { $seed })
new-puzzle-name = New { $level } { $size }{ $rules } (seed { $seed })
reason-cage-sum = the cage { $cells } has the sum { $total }
reason-diagonal-sum = the little killer clue of the diagonal { $cells } gives the sum { $total }
reason-house-total = { $house } holds every digit once: 1 + 2 + ... + { $n } = { $total }
reason-sum-of-parts = the cells of { $parts }: { $arithmetic } = { $total }
reason-sum-of-parts-less = the cells of { $parts } less those of { $less }: { $arithmetic } = { $total }
reason-combinations-left = the placed digits of { $sum } leave { $rest } of { $whole } for its open cell
reason-combinations-one = { $sum } is the sum of this one cell, so it is the cell's digit
reason-combinations = the cells of { $sum } see each other, so their digits differ; of the sets of { $count } different digits that make { $rest }{ $placed }, only these go one to each cell, each into a cell that holds it{ $with }
reason-combinations-placed = { " " }(what the placed digits leave of { $whole })
reason-combinations-group = { $digit } in one of the cells of #{ $id }
reason-combinations-with = , and put { $groups }
reason-every-set-holds = every set of { $sum } holds { $digit }, and of its cells only these hold { $digit }
reason-no-set-places = no set of { $sum } puts { $digit } in { $cells } and still has a digit for each other cell
reason-only-places = in { $house }, { $digit } fits only in these cells
reason-places-left = in { $house }, { $digit } fits only in these cells once { $from } are made
reason-confined = { $digit } is in one of { $places } ({ $sum }), and { $cells } sees them all
reason-no-house-filling = no filling of { $house } (a candidate in each open cell, every digit once, the cages { $cages } each adding up to its sum) puts { $digit } in { $cells }
reason-no-line-filling = no filling of { $line } that { $kind ->
    [white] holds consecutive digits
    [black] holds a digit and its double
    [no-white] holds no consecutive digits
    [no-black] holds no digit and its double
    [x] adds up to 10
    [v] adds up to 5
    [no-x] does not add up to 10
    [no-v] does not add up to 5
    [nonconsecutive] holds no consecutive digits
    [whisper] has neighbours that differ by 5 or more
    [renban] holds a run of consecutive digits
    [palindrome] reads the same both ways
   *[thermometer] rises from its bulb
} (a candidate in each cell) puts { $digit } in { $cells }
reason-no-arrow-filling = no filling of { $arrow } (a candidate in each cell) whose shaft adds up to its circle's number puts { $digit } in { $cells }
reason-no-sandwich-filling = no filling of { $house } (a candidate in each cell, each digit once) whose digits between its 1 and { $top } add up to { $sum } puts { $digit } in { $cells }
reason-no-chain-filling = no filling of the cells joined by { $pairs } (a candidate in each, different digits where two cells share a house) puts { $digit } in { $cells }
reason-line-order = given { $from }, no filling of { $line } that { $kind ->
    [white] holds consecutive digits
    [black] holds a digit and its double
    [no-white] holds no consecutive digits
    [no-black] holds no digit and its double
    [x] adds up to 10
    [v] adds up to 5
    [no-x] does not add up to 10
    [no-v] does not add up to 5
    [nonconsecutive] holds no consecutive digits
    [whisper] has neighbours that differ by 5 or more
    [renban] holds a run of consecutive digits
    [palindrome] reads the same both ways
   *[thermometer] rises from its bulb
} (a candidate in each cell) puts { $digit } in { $cells }
reason-arrow-sum = given { $from }, no filling of { $arrow } (a candidate in each cell) whose shaft adds up to its circle's number puts { $digit } in { $cells }
reason-filling = { $filling ->
    [every] every filling
   *[no] no filling
} of { $sum }'s open cells (a candidate in each, different where two see each other, { $making ->
    [difference] making the difference with its placed digits
   *[sum] adding up to what its placed digits leave
}) puts { $digit } in { $cells }
thermometer-intro = { $technique }: the digits rise along { $line } from its bulb { $bulb }, so each cell holds more than the cell before it.
thermometer-up = Counting up, each cell's least is its smallest candidate above the least of the cell before: { $chain }.
thermometer-down = Counting down from the tip, each cell's most is its largest candidate below the most of the cell after: { $chain }.
thermometer-so = So { $eliminations }.
thermometer-first-bound = { $cell } is { $kind ->
    [at-least] at least
   *[at-most] at most
} { $bound }
thermometer-next-bound = { $cell } { $kind ->
    [at-least] at least
   *[at-most] at most
} { $bound }
arrow-intro = { $technique }: on { $arrow }, the shaft's digits add up to { $pill ->
    [yes] the number its pill's digits read in order
   *[no] its circle's digit
}.
arrow-circle-range = { $pill ->
    [yes] the pill { $circle } reads
   *[no] { $circle } holds
} { $span ->
    [one] { $low }
    [two] { $low } or { $high }
   *[many] { $low } to { $high }
}
arrow-circle-known = { $pill ->
    [yes] The pill { $circle } reads
   *[no] The circle { $circle } holds
} { $span ->
    [one] { $low }.
    [two] { $low } or { $high }.
   *[many] { $low } to { $high }.
}
arrow-shaft-sum = The shaft adds up to { $which ->
    [least] at least { $least_terms } = { $least }
    [most] at most { $most_terms } = { $most }
   *[both] at least { $least_terms } = { $least } and at most { $most_terms } = { $most }
}{ $differ }, so { $range }.
arrow-shaft-bounds = { $first ->
    [yes] So
   *[no] And
} each shaft cell holds { $kind ->
    [at-most] at most { $circle } less the least
   *[at-least] at least { $circle } less the most
} the other shaft cells make{ $differ }: { $bounds }.
arrow-bound = { $cell } { $kind ->
    [at-most] at most
   *[at-least] at least
} { $circle } - { $others } = { $bound }
arrow-fillings = Of the fillings of its candidates (different digits where two cells share a house), only { $fillings } (the circle, then the shaft from the circle out) { $count ->
    [one] makes
   *[other] make
} the shaft add up to the circle.
arrow-filling = { $number } = { $terms }
arrow-differ = {" "}({ $groups }, so their digits differ)
arrow-differ-group = { $cells } share { $house }
