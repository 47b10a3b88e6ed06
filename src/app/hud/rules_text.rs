//! The rules of each game for the rules panel: the texts in `assets/i18n/<language>/rules/`
//! (`i18n::Catalog::rules_page`) and a small markdown reader that turns them into sections of
//! headings, paragraphs, bullets and monospace blocks for the panel to draw.

use crate::i18n::Catalog;
use crate::rules::GameKind;

/// The rules of `kind` as written in `assets/i18n/<language>/rules/`, in the language of
/// `texts`.
pub fn source(kind: GameKind, texts: &Catalog) -> &str {
    texts.rules_page(kind.name())
}

/// A run of text in one style.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    Plain(String),
    Bold(String),
    Code(String),
}

/// One block of a section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Paragraph(Vec<Span>),
    Bullet(Vec<Span>),
    /// A fenced block, shown in monospace line by line.
    Code(String),
}

/// A heading and what follows it up to the next heading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// 1 for `#`, 2 for `##`, ...; 0 for text before the first heading.
    pub level: usize,
    pub title: String,
    pub blocks: Vec<Block>,
}

/// Reads the markdown the rules are written in: `#` headings, `-` bullets, paragraphs (lines
/// joined until a blank line), fenced blocks, `**bold**` and `` `code` `` inside text.
pub fn parse(text: &str) -> Vec<Section> {
    let mut reader = Reader::default();
    for line in text.lines() {
        reader.line(line);
    }
    reader.finish()
}

#[derive(Default)]
struct Reader {
    sections: Vec<Section>,
    /// Text of the paragraph or bullet being read, and whether it is a bullet.
    open: Option<(String, bool)>,
    /// Lines of the fenced block being read.
    fence: Option<Vec<String>>,
}

impl Reader {
    fn line(&mut self, line: &str) {
        let trimmed = line.trim();
        if let Some(lines) = &mut self.fence {
            if trimmed.starts_with("```") {
                let code = lines.join("\n");
                self.fence = None;
                self.push(Block::Code(code));
            } else {
                lines.push(line.trim_end().to_string());
            }
            return;
        }
        if trimmed.starts_with("```") {
            self.close();
            self.fence = Some(Vec::new());
        } else if trimmed.is_empty() {
            self.close();
        } else if let Some((level, title)) = heading(trimmed) {
            self.close();
            self.sections.push(Section {
                level,
                title: title.to_string(),
                blocks: Vec::new(),
            });
        } else if let Some(item) = trimmed.strip_prefix("- ") {
            self.close();
            self.open = Some((item.to_string(), true));
        } else if let Some((open, _)) = &mut self.open {
            open.push(' ');
            open.push_str(trimmed);
        } else {
            self.open = Some((trimmed.to_string(), false));
        }
    }

    /// Ends the paragraph or bullet being read.
    fn close(&mut self) {
        if let Some((text, bullet)) = self.open.take() {
            let spans = spans(&text);
            self.push(if bullet {
                Block::Bullet(spans)
            } else {
                Block::Paragraph(spans)
            });
        }
    }

    fn push(&mut self, block: Block) {
        if self.sections.is_empty() {
            self.sections.push(Section {
                level: 0,
                title: String::new(),
                blocks: Vec::new(),
            });
        }
        if let Some(section) = self.sections.last_mut() {
            section.blocks.push(block);
        }
    }

    fn finish(mut self) -> Vec<Section> {
        self.close();
        // An unclosed fence keeps its lines.
        if let Some(lines) = self.fence.take() {
            self.push(Block::Code(lines.join("\n")));
        }
        self.sections
    }
}

/// `## Title` as (2, "Title").
fn heading(line: &str) -> Option<(usize, &str)> {
    let level = line.chars().take_while(|&c| c == '#').count();
    let rest = line[level..].strip_prefix(' ')?;
    (level > 0).then_some((level, rest.trim()))
}

/// Splits text into plain, `**bold**` and `` `code` `` runs; an unmatched marker stays as text.
pub fn spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let marked = [("**", true), ("`", false)]
            .into_iter()
            .find_map(|(marker, bold)| {
                let inner = rest.strip_prefix(marker)?;
                let end = inner.find(marker)?;
                Some((bold, &inner[..end], &inner[end + marker.len()..]))
            });
        match marked {
            Some((bold, inner, after)) if !inner.is_empty() => {
                if !plain.is_empty() {
                    out.push(Span::Plain(std::mem::take(&mut plain)));
                }
                out.push(if bold {
                    Span::Bold(inner.to_string())
                } else {
                    Span::Code(inner.to_string())
                });
                rest = after;
            }
            _ => {
                let mut chars = rest.chars();
                if let Some(c) = chars.next() {
                    plain.push(c);
                }
                rest = chars.as_str();
            }
        }
    }
    if !plain.is_empty() {
        out.push(Span::Plain(plain));
    }
    out
}

/// All the words of a section (title and text), for search and tests.
pub fn section_text(section: &Section) -> String {
    let mut text = section.title.clone();
    for block in &section.blocks {
        text.push('\n');
        match block {
            Block::Paragraph(spans) | Block::Bullet(spans) => {
                for span in spans {
                    let (Span::Plain(s) | Span::Bold(s) | Span::Code(s)) = span;
                    text.push_str(s);
                }
            }
            Block::Code(code) => text.push_str(code),
        }
    }
    text
}
