//! Organizations' pages: the one an invitation's link opens.

pub(crate) mod invitation;
