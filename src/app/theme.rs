//! The board's palette in the window: the light or dark palette that suits egui's visuals, and
//! its colours as egui colours.

use eframe::egui::{Color32, Visuals};

use crate::picture::{Palette, Rgba};

/// The palette that suits `visuals` (light or dark).
pub fn palette_for(visuals: &Visuals) -> &'static Palette {
    if visuals.dark_mode {
        &Palette::DARK
    } else {
        &Palette::LIGHT
    }
}

/// `colour` as egui draws it.
pub fn color(colour: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(colour.r, colour.g, colour.b, colour.a)
}
