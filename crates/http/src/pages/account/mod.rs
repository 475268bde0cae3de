//! The account page and its parts (docs/api.md, "The account page"): the
//! page's GET and its form's actions (`page`), the page as shown (`view`,
//! its HTML in `html`, `apps` and `links`), signing in on it (`sign_in`),
//! its second factors and passkeys (`factors`), the data download
//! (`export`) and deleting the account (`delete`).

pub mod apps;
pub(crate) mod delete;
pub(crate) mod export;
pub(crate) mod factors;
pub mod html;
pub mod links;
pub(crate) mod page;
pub(crate) mod sign_in;
pub(crate) mod view;
