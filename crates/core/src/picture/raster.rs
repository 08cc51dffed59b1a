//! Turns a scene into a PNG image without a display: its SVG document is rendered by resvg (a
//! maintained SVG renderer on tiny-skia) with the app's own font, Ubuntu Light from egui's
//! bundled fonts, so a machine with no fonts installed draws the same digits.

use std::sync::Arc;

use resvg::{tiny_skia, usvg};

use super::scene::Scene;
use super::svg::svg;
use crate::message::{Explained, Message};

/// Why a picture could not be made: a catalogue sentence (`Explained`), English for `Display`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    /// The SVG renderer refused the document.
    Render(String),
    /// The picture has no pixels or too many.
    Size {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
    /// The PNG encoder failed.
    Encode(String),
}

impl Explained for PictureError {
    fn message(&self) -> Message {
        match self {
            PictureError::Render(reason) => template!("picture-cannot-draw", reason = reason),
            PictureError::Size { width, height } => template!(
                "picture-bad-size",
                width = width.to_string(),
                height = height.to_string()
            ),
            PictureError::Encode(reason) => template!("picture-cannot-encode", reason = reason),
        }
    }
}

impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// The renderer's options: the app's font as the only one, and the default family.
fn options() -> usvg::Options<'static> {
    let mut database = usvg::fontdb::Database::new();
    database.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    let family = database
        .faces()
        .next()
        .and_then(|face| face.families.first())
        .map_or_else(|| "Ubuntu".to_string(), |(name, _)| name.clone());
    usvg::Options {
        font_family: family,
        fontdb: Arc::new(database),
        ..usvg::Options::default()
    }
}

/// The pixels of `scene` (one per unit of its size), RGBA.
pub fn pixels(scene: &Scene) -> Result<tiny_skia::Pixmap, PictureError> {
    let tree = usvg::Tree::from_str(&svg(scene), &options())
        .map_err(|error| PictureError::Render(error.to_string()))?;
    let (width, height) = (scene.width.ceil() as u32, scene.height.ceil() as u32);
    let mut pixmap =
        tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Size { width, height })?;
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// `scene` as a PNG file's bytes.
pub fn png(scene: &Scene) -> Result<Vec<u8>, PictureError> {
    pixels(scene)?
        .encode_png()
        .map_err(|error| PictureError::Encode(error.to_string()))
}
