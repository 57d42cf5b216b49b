//! Hand-made cases for the Dubov texts, one or more per article, each
//! with the pairing worked out from the text in its comment.

mod edition1997;
mod edition2026;
