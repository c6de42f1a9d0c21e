//! vISA assembly text (`.visaasm`): a parser that reports every error with its
//! line and column, and a printer in the reference assembler's layout.
//!
//! ```
//! let src = ".version 4.1\n.kernel \"k\"\n.decl V32 v_type=G type=d num_elts=16 align=GRF\n\
//!            lbl:\n    add (M1, 16) V32(0,0)<1> V32(0,0)<1;1,0> 0x1:d\n    ret (M1, 1)\n";
//! let m = visa_text::parse(src).unwrap();
//! let out = visa_text::print_module(&m);
//! assert_eq!(visa_text::print_module(&visa_text::parse(&out).unwrap()), out);
//! ```
#![deny(missing_docs)]

mod error;
mod lexer;
mod parse;
mod print;
mod spans;
mod syntax;

pub use error::{line_col, ParseError, Span};
pub use parse::{
    parse, parse_for_verifier, parse_with, parse_with_spans, ParseOptions, MAX_EXPR_DEPTH,
};
pub use print::{
    kernel_attr_value, print_module, print_module_with, print_routine, print_routine_preserving,
    string_literal, Ctx, PrintOptions,
};
pub use spans::{InstSpans, RoutineSpans, SourceMap};
pub use syntax::print_instruction;

/// Number of tokens in `src` (profiling aid for the lexer alone).
#[doc(hidden)]
pub fn token_count(src: &str) -> usize {
    let mut l = lexer::Lexer::new(src);
    let mut n = 0;
    while !matches!(l.next_token().tok, lexer::Tok::Eof) {
        n += 1;
    }
    n
}
