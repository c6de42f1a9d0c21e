#![allow(dead_code)]
pub mod combos;
