//! A picture as plain shapes in drawing order (filled and outlined rectangles, lines, triangles,
//! centred text), in pixels from the top left. The board is described once as a scene; the
//! window paints it with egui, and `svg` writes it for files and the PNG rasteriser.

use super::palette::Rgba;

/// A point, in pixels from the picture's top left.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Rightwards.
    pub x: f32,
    /// Downwards.
    pub y: f32,
}

impl Point {
    /// The point at `x`, `y`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// This point moved by `dx`, `dy`.
    pub fn offset(self, dx: f32, dy: f32) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }
}

/// An axis-aligned rectangle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// The top left corner.
    pub min: Point,
    /// The bottom right corner.
    pub max: Point,
}

impl Area {
    /// The rectangle from `min` of `width` by `height`.
    pub fn new(min: Point, width: f32, height: f32) -> Area {
        Area {
            min,
            max: min.offset(width, height),
        }
    }

    /// The rectangle of `width` by `height` centred on `centre`.
    pub fn around(centre: Point, width: f32, height: f32) -> Area {
        Area::new(centre.offset(-width / 2.0, -height / 2.0), width, height)
    }

    /// Its width.
    pub fn width(&self) -> f32 {
        self.max.x - self.min.x
    }

    /// Its height.
    pub fn height(&self) -> f32 {
        self.max.y - self.min.y
    }

    /// Its centre.
    pub fn centre(&self) -> Point {
        Point::new(
            (self.min.x + self.max.x) / 2.0,
            (self.min.y + self.max.y) / 2.0,
        )
    }

    /// The rectangle `by` pixels inside this one on every side.
    pub fn shrink(&self, by: f32) -> Area {
        Area {
            min: self.min.offset(by, by),
            max: self.max.offset(-by, -by),
        }
    }

    /// Whether `point` lies inside (edges included).
    pub fn contains(&self, point: Point) -> bool {
        (self.min.x..=self.max.x).contains(&point.x) && (self.min.y..=self.max.y).contains(&point.y)
    }
}

/// One thing to draw.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A filled rectangle with rounded corners of radius `corner`.
    Fill {
        /// Where.
        area: Area,
        /// The corner radius.
        corner: f32,
        /// The fill.
        colour: Rgba,
    },
    /// A rectangle's outline, the stroke centred on the rectangle's edge.
    Outline {
        /// The line the stroke follows.
        area: Area,
        /// The corner radius.
        corner: f32,
        /// The stroke width.
        width: f32,
        /// The stroke colour.
        colour: Rgba,
    },
    /// A straight line, solid or dashed.
    Line {
        /// Where it starts.
        from: Point,
        /// Where it ends.
        to: Point,
        /// The stroke width.
        width: f32,
        /// The stroke colour.
        colour: Rgba,
        /// Dash and gap lengths for a dashed line.
        dash: Option<(f32, f32)>,
    },
    /// A filled triangle (an arrow head).
    Triangle {
        /// Its corners.
        points: [Point; 3],
        /// The fill.
        colour: Rgba,
    },
    /// One line of text centred on a point.
    Text {
        /// The centre of the text.
        centre: Point,
        /// The text.
        text: String,
        /// The font size in pixels.
        size: f32,
        /// The colour.
        colour: Rgba,
    },
}

/// A whole picture: its size, its background and its shapes in drawing order.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// Width in pixels.
    pub width: f32,
    /// Height in pixels.
    pub height: f32,
    /// Painted first, under everything.
    pub background: Rgba,
    /// The shapes, each drawn over the ones before.
    pub shapes: Vec<Shape>,
}

impl Area {
    /// This rectangle moved by `dx`, `dy`.
    pub fn moved(&self, dx: f32, dy: f32) -> Area {
        Area {
            min: self.min.offset(dx, dy),
            max: self.max.offset(dx, dy),
        }
    }
}

impl Shape {
    /// This shape moved by `dx`, `dy`.
    pub fn moved(self, dx: f32, dy: f32) -> Shape {
        match self {
            Shape::Fill {
                area,
                corner,
                colour,
            } => Shape::Fill {
                area: area.moved(dx, dy),
                corner,
                colour,
            },
            Shape::Outline {
                area,
                corner,
                width,
                colour,
            } => Shape::Outline {
                area: area.moved(dx, dy),
                corner,
                width,
                colour,
            },
            Shape::Line {
                from,
                to,
                width,
                colour,
                dash,
            } => Shape::Line {
                from: from.offset(dx, dy),
                to: to.offset(dx, dy),
                width,
                colour,
                dash,
            },
            Shape::Triangle { points, colour } => Shape::Triangle {
                points: points.map(|p| p.offset(dx, dy)),
                colour,
            },
            Shape::Text {
                centre,
                text,
                size,
                colour,
            } => Shape::Text {
                centre: centre.offset(dx, dy),
                text,
                size,
                colour,
            },
        }
    }
}

impl Scene {
    /// This scene inside a border of `margin` pixels of its background on every side.
    pub fn padded(self, margin: f32) -> Scene {
        Scene {
            width: self.width + 2.0 * margin,
            height: self.height + 2.0 * margin,
            background: self.background,
            shapes: self
                .shapes
                .into_iter()
                .map(|shape| shape.moved(margin, margin))
                .collect(),
        }
    }
}
