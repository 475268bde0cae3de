DROP TABLE identity_links;
