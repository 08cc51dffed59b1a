//! The colour-blind-safe palette keeps every pair of highlight roles drawn together apart for
//! a reader with protanopia, deuteranopia or tritanopia, and for normal vision.
//!
//! Each colour is first composited over the background it is drawn on, then its appearance
//! simulated with the matrices of Machado, Oliveira and Fernandes (2009, severity 1.0, applied
//! to linear sRGB), and the pair's difference measured with CIEDE2000 (Sharma, Wu and Dalal
//! 2005). A pair fails below `THRESHOLD`: a difference of 10 is plainly visible side by side
//! at the size of a candidate (2.3 is the usual just-noticeable difference).

use sudoku_stepper::picture::{Palette, Rgba};

/// The smallest CIEDE2000 difference allowed between two roles drawn together.
const THRESHOLD: f64 = 10.0;

/// Normal vision, then the three dichromacies (Machado 2009, severity 1.0).
const VISIONS: [(&str, [[f64; 3]; 3]); 4] = [
    (
        "normal",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

/// An sRGB channel (0-255) in linear light (0-1).
fn linear(channel: f64) -> f64 {
    let c = channel / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `colour` drawn over the opaque `background`, in linear sRGB.
fn composited(colour: Rgba, background: Rgba) -> [f64; 3] {
    let alpha = f64::from(colour.a) / 255.0;
    let mix = |top: u8, bottom: u8| {
        (1.0 - alpha).mul_add(linear(f64::from(bottom)), alpha * linear(f64::from(top)))
    };
    [
        mix(colour.r, background.r),
        mix(colour.g, background.g),
        mix(colour.b, background.b),
    ]
}

/// CIELAB (D65) of a linear sRGB colour as `vision` sees it.
fn lab(rgb: [f64; 3], vision: &[[f64; 3]; 3]) -> [f64; 3] {
    let seen: Vec<f64> = vision
        .iter()
        .map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0))
        .collect();
    let (r, g, b) = (seen[0], seen[1], seen[2]);
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference of two CIELAB colours.
fn ciede2000(first: [f64; 3], second: [f64; 3]) -> f64 {
    let [l1, a1, b1] = first;
    let [l2, a2, b2] = second;
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh_angle = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dh = 2.0 * (c1p * c2p).sqrt() * (dh_angle.to_radians() / 2.0).sin();
    let l_mean = (l1 + l2) / 2.0;
    let cp_mean = (c1p + c2p) / 2.0;
    let h_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (h_mean - 30.0).to_radians().cos()
        + 0.24 * (2.0 * h_mean).to_radians().cos()
        + 0.32 * (3.0 * h_mean + 6.0).to_radians().cos()
        - 0.20 * (4.0 * h_mean - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cp_mean.powi(7) / (cp_mean.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_mean;
    let sh = 1.0 + 0.015 * cp_mean * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh / sh).powi(2) + rt * (dc / sc) * (dh / sh)).sqrt()
}

/// A role's name and its colour in linear sRGB.
type Role = (String, [f64; 3]);

/// The groups of roles the board draws side by side, each role named and composited over the
/// plain box it is drawn on. A painted candidate with a step role shows the role in an inner
/// box, so paints and step roles never share an edge; an almost locked set step shows up to
/// four groups at once in practice (an ALS chain or a Death Blossom), and more groups repeat
/// the six colours.
fn groups(palette: &Palette) -> Vec<(&'static str, Vec<Role>)> {
    let plain = palette.box_plain;
    let over = |colour: Rgba| composited(colour, plain);
    let role = |name: &str, colour: Rgba| (name.to_string(), over(colour));
    let mut paints = vec![role("no role", plain)];
    let names = ["blue", "green", "orange", "pink"];
    for (name, &paint) in names.iter().zip(&palette.paints) {
        paints.push((format!("{name} paint"), over(paint)));
    }
    let mut sets = vec![
        role("plain box", plain),
        role("pattern cell", palette.pattern.faded(0.5)),
    ];
    for (index, &set) in palette.sets.iter().take(4).enumerate() {
        sets.push((format!("group {}", index + 1), over(set)));
    }
    vec![
        (
            "step candidates",
            vec![
                role("no role", plain),
                role("pattern", palette.pattern),
                role("fin", palette.fin),
                role("placed candidate", palette.placed_candidate),
                role("highlighted digit", palette.lens_candidate),
            ],
        ),
        ("paints", paints),
        (
            "step cells",
            vec![
                role("plain box", plain),
                role("newly solved", palette.newly_solved),
                role("pattern cell", palette.pattern.faded(0.5)),
                role("wrong digit", palette.wrong),
            ],
        ),
        ("groups", sets),
        (
            "digits",
            vec![
                role("given", palette.given),
                role("placed", palette.placed),
                role("typed", palette.typed),
                role("wrong", palette.eliminated),
            ],
        ),
        (
            "candidate digits",
            vec![
                role("candidate", palette.candidate),
                role("removed", palette.eliminated),
            ],
        ),
    ]
}

/// Every pair of a group that `vision` sees closer than `THRESHOLD`, with the difference.
fn close_pairs(palette: &Palette) -> Vec<String> {
    let mut close = Vec::new();
    for (vision, matrix) in &VISIONS {
        for (group, roles) in groups(palette) {
            for (i, (first, a)) in roles.iter().enumerate() {
                for (second, b) in &roles[i + 1..] {
                    let difference = ciede2000(lab(*a, matrix), lab(*b, matrix));
                    if difference < THRESHOLD {
                        close.push(format!(
                            "{vision}, {group}: {first} and {second} differ by {difference:.1}"
                        ));
                    }
                }
            }
        }
    }
    close
}

#[test]
fn ciede2000_matches_the_published_test_pairs() {
    let pairs = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, -1.3802, -84.2814], [50.0, 0.0, -82.7485], 1.0),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        (
            [60.2574, -34.0099, 36.2677],
            [60.4626, -34.1751, 39.4387],
            1.2644,
        ),
        (
            [22.7233, 20.0904, -46.6940],
            [23.0331, 14.9730, -42.5619],
            2.0373,
        ),
    ];
    for (first, second, expected) in pairs {
        let difference = ciede2000(first, second);
        assert!(
            (difference - expected).abs() < 1e-4,
            "{first:?} and {second:?}: {difference} against {expected}"
        );
    }
}

#[test]
fn the_colour_blind_palette_keeps_the_roles_drawn_together_apart() {
    assert_eq!(close_pairs(&Palette::COLOUR_BLIND), Vec::<String>::new());
}
