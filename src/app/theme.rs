//! The board's palette in the window: the light or dark palette that suits egui's visuals (or
//! the colour-blind-safe one the student chose), and
//! its colours as egui colours.

use eframe::egui::{Color32, Visuals};

use crate::picture::{Palette, Rgba};

/// The palette that suits `visuals` (light or dark), or the colour-blind-safe one.
pub fn palette_for(visuals: &Visuals, colour_blind: bool) -> &'static Palette {
    Palette::of_theme(visuals.dark_mode, colour_blind)
}

/// `colour` as egui draws it.
pub fn color(colour: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(colour.r, colour.g, colour.b, colour.a)
}
