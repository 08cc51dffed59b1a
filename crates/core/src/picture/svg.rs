//! Writes a scene as an SVG document: one element per shape, in drawing order, with the text in
//! the app's font family (Ubuntu, falling back to any sans-serif font where it is missing).

use std::fmt::Write;

use super::palette::Rgba;
use super::scene::{Scene, Shape};

/// The font families of the text, the app's first.
pub const FONT_FAMILIES: &str = "Ubuntu, 'DejaVu Sans', Arial, sans-serif";

/// A length with at most two decimals and no trailing zeros.
fn number(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" => "0".to_string(),
        _ => text.to_string(),
    }
}

/// The `fill` or `stroke` attribute pair of `colour` (with its opacity when not opaque).
fn paint(attribute: &str, colour: Rgba) -> String {
    let mut text = format!("{attribute}=\"{}\"", colour.hex());
    if colour.a != 255 {
        let _ = write!(
            text,
            " {attribute}-opacity=\"{}\"",
            number(colour.opacity())
        );
    }
    text
}

/// `text` with the characters XML reserves escaped.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG document of `scene`.
pub fn svg(scene: &Scene) -> String {
    let (width, height) = (number(scene.width), number(scene.height));
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\">\n<rect width=\"{width}\" height=\"{height}\" {}/>\n",
        paint("fill", scene.background)
    );
    for shape in &scene.shapes {
        let line = match shape {
            Shape::Fill {
                area,
                corner,
                colour,
            } => format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {}/>",
                number(area.min.x),
                number(area.min.y),
                number(area.width()),
                number(area.height()),
                number(*corner),
                paint("fill", *colour)
            ),
            Shape::Outline {
                area,
                corner,
                width,
                colour,
            } => format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"none\" \
                 stroke-width=\"{}\" {}/>",
                number(area.min.x),
                number(area.min.y),
                number(area.width()),
                number(area.height()),
                number(*corner),
                number(*width),
                paint("stroke", *colour)
            ),
            Shape::Line {
                from,
                to,
                width,
                colour,
                dash,
            } => {
                let dashes = dash.map_or(String::new(), |(on, off)| {
                    format!(" stroke-dasharray=\"{} {}\"", number(on), number(off))
                });
                format!(
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke-width=\"{}\" {}{dashes}/>",
                    number(from.x),
                    number(from.y),
                    number(to.x),
                    number(to.y),
                    number(*width),
                    paint("stroke", *colour)
                )
            }
            Shape::Triangle { points, colour } => {
                let corners: Vec<String> = points
                    .iter()
                    .map(|p| format!("{},{}", number(p.x), number(p.y)))
                    .collect();
                format!(
                    "<polygon points=\"{}\" {}/>",
                    corners.join(" "),
                    paint("fill", *colour)
                )
            }
            Shape::Text {
                centre,
                text,
                size,
                colour,
            } => format!(
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-family=\"{FONT_FAMILIES}\" \
                 text-anchor=\"middle\" dominant-baseline=\"central\" {}>{}</text>",
                number(centre.x),
                number(centre.y),
                number(*size),
                paint("fill", *colour),
                escaped(text)
            ),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("</svg>\n");
    out
}
