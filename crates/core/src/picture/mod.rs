//! Pictures of the board, without a display: the board described once as a scene of plain
//! shapes (`board`), written as SVG (`svg`) and rendered to PNG (`raster`). The window paints the
//! same scene, with the same palettes, so a picture shows the board as the app draws it.

mod board;
mod marks;
mod palette;
mod raster;
mod scene;
mod svg;

pub use board::{
    BoardView, PICTURE_MARGIN, Placement, board_picture, board_scene, candidate_size, paint_colour,
    pinned_labels,
};
pub use marks::{Colours, Lens, Paint};
pub use palette::{Palette, Rgba};
pub use raster::{PictureError, pixels, png};
pub use scene::{Area, Point, Scene, Shape};
pub use svg::{FONT_FAMILIES, svg};
