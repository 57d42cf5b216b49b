//! Tests of the 1998 engine: the text's D examples, the search against the
//! literal walk of the text's lists, and one hand-made case per criterion
//! and relaxation step.

mod criteria;
mod literal;
mod orders_d;
