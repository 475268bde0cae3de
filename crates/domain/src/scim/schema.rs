//! The SCIM schemas this service keeps (RFC 7643 4.1, 4.3 and 8.7.1),
//! as data: `/Schemas` renders them, PATCH resolves its paths through
//! them and filters learn from them which attributes compare with case
//! (docs/decisions.md, "SCIM"). An attribute of the core schemas that is
//! not here is accepted in a request and not kept (RFC 7643 lets a
//! service provider support a subset); a name no schema has is refused.

/// The core User schema.
pub const USER: &str = "urn:ietf:params:scim:schemas:core:2.0:User";
/// The Enterprise User extension.
pub const ENTERPRISE: &str = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
/// The core Group schema.
pub const GROUP: &str = "urn:ietf:params:scim:schemas:core:2.0:Group";
/// A list answer.
pub const LIST_RESPONSE: &str = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
/// A PATCH request.
pub const PATCH_OP: &str = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
/// A `.search` request.
pub const SEARCH_REQUEST: &str = "urn:ietf:params:scim:api:messages:2.0:SearchRequest";
/// An error answer.
pub const ERROR: &str = "urn:ietf:params:scim:api:messages:2.0:Error";
/// A Bulk request.
pub const BULK_REQUEST: &str = "urn:ietf:params:scim:api:messages:2.0:BulkRequest";
/// A Bulk answer.
pub const BULK_RESPONSE: &str = "urn:ietf:params:scim:api:messages:2.0:BulkResponse";

/// An attribute's type (RFC 7643 2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    /// A string.
    String,
    /// `true` or `false`.
    Boolean,
    /// An RFC 3339 date-time.
    DateTime,
    /// A URI or the id of another resource.
    Reference,
    /// Sub-attributes.
    Complex,
}

/// Whether and when an attribute may be written (RFC 7643 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mutability {
    /// Set by the service; ignored in a POST or PUT, refused in a PATCH.
    ReadOnly,
    /// Written by the client.
    ReadWrite,
}

/// One attribute of a schema.
#[derive(Debug)]
pub struct Attribute {
    /// Its name, as rendered.
    pub name: &'static str,
    /// Its type.
    pub kind: Type,
    /// Whether it holds a list.
    pub multi: bool,
    /// Whether a resource must have it.
    pub required: bool,
    /// Whether its strings compare with case.
    pub case_exact: bool,
    /// Whether the client may write it.
    pub mutability: Mutability,
    /// `none` or `server` (RFC 7643 7).
    pub uniqueness: &'static str,
    /// What it is, for the `/Schemas` document.
    pub description: &'static str,
    /// Its sub-attributes, for a complex one.
    pub sub: &'static [Attribute],
    /// The values it takes, when they are few (`canonicalValues`).
    pub canonical: &'static [&'static str],
}

const fn attr(name: &'static str, kind: Type, description: &'static str) -> Attribute {
    Attribute {
        name,
        kind,
        multi: false,
        required: false,
        case_exact: false,
        mutability: Mutability::ReadWrite,
        uniqueness: "none",
        description,
        sub: &[],
        canonical: &[],
    }
}

const fn multi(
    name: &'static str,
    description: &'static str,
    sub: &'static [Attribute],
) -> Attribute {
    Attribute {
        multi: true,
        sub,
        ..attr(name, Type::Complex, description)
    }
}

const fn complex(
    name: &'static str,
    description: &'static str,
    sub: &'static [Attribute],
) -> Attribute {
    Attribute {
        sub,
        ..attr(name, Type::Complex, description)
    }
}

const VALUE_SUB: [Attribute; 4] = [
    attr("value", Type::String, "The value."),
    attr(
        "type",
        Type::String,
        "What kind of value: work, home, mobile, other.",
    ),
    attr("primary", Type::Boolean, "The one value to use first."),
    attr("display", Type::String, "A name for people."),
];

/// The core User schema's attributes this service keeps.
pub static USER_ATTRIBUTES: [Attribute; 7] = [
    Attribute {
        required: true,
        uniqueness: "server",
        ..attr(
            "userName",
            Type::String,
            "Unique in the organization, compared without case.",
        )
    },
    complex(
        "name",
        "The person's name.",
        &[
            attr("formatted", Type::String, "The whole name, for display."),
            attr("familyName", Type::String, "The family name."),
            attr("givenName", Type::String, "The given name."),
        ],
    ),
    attr("displayName", Type::String, "The name to show."),
    multi(
        "emails",
        "Addresses; the primary one (else the first, else a userName that is an address) is the account's.",
        &VALUE_SUB,
    ),
    multi(
        "phoneNumbers",
        "Telephone numbers; the one of type mobile is the account's.",
        &VALUE_SUB,
    ),
    attr(
        "active",
        Type::Boolean,
        "false disables the account and ends its sessions.",
    ),
    Attribute {
        multi: true,
        mutability: Mutability::ReadOnly,
        ..complex(
            "groups",
            "The groups the user is a member of (read only).",
            &[
                Attribute {
                    mutability: Mutability::ReadOnly,
                    case_exact: true,
                    ..attr("value", Type::String, "The group's id.")
                },
                Attribute {
                    mutability: Mutability::ReadOnly,
                    ..attr("display", Type::String, "The group's displayName.")
                },
                Attribute {
                    mutability: Mutability::ReadOnly,
                    canonical: &["direct", "indirect"],
                    ..attr("type", Type::String, "direct: groups hold no groups here.")
                },
                Attribute {
                    mutability: Mutability::ReadOnly,
                    canonical: &["Group"],
                    ..attr("$ref", Type::Reference, "The group's URL.")
                },
            ],
        )
    },
];

/// The Enterprise User extension's attributes this service keeps.
pub static ENTERPRISE_ATTRIBUTES: [Attribute; 3] = [
    attr("employeeNumber", Type::String, "The employee number."),
    attr("department", Type::String, "The department."),
    complex(
        "manager",
        "The user's manager.",
        &[Attribute {
            case_exact: true,
            ..attr("value", Type::String, "The manager's id.")
        }],
    ),
];

/// The core Group schema's attributes this service keeps.
pub static GROUP_ATTRIBUTES: [Attribute; 2] = [
    Attribute {
        required: true,
        uniqueness: "server",
        ..attr(
            "displayName",
            Type::String,
            "Unique in the organization, compared without case.",
        )
    },
    multi(
        "members",
        "The group's members: users of the organization, by id.",
        &[
            Attribute {
                case_exact: true,
                ..attr("value", Type::String, "The member's id.")
            },
            attr(
                "display",
                Type::String,
                "The member's name, for people, as sent.",
            ),
            Attribute {
                canonical: &["User", "Group"],
                ..attr("type", Type::String, "User.")
            },
            Attribute {
                canonical: &["User", "Group"],
                ..attr("$ref", Type::Reference, "The member's URL.")
            },
        ],
    ),
];

/// Attributes every resource has (RFC 7643 3.1), and `schemas`, which
/// filters may name (RFC 7644 3.4.2.2's example does).
pub static COMMON_ATTRIBUTES: [Attribute; 4] = [
    Attribute {
        multi: true,
        mutability: Mutability::ReadOnly,
        ..attr("schemas", Type::Reference, "The resource's schemas.")
    },
    Attribute {
        case_exact: true,
        mutability: Mutability::ReadOnly,
        uniqueness: "server",
        ..attr("id", Type::String, "The service's id of the resource.")
    },
    Attribute {
        case_exact: true,
        ..attr(
            "externalId",
            Type::String,
            "The client's id of the resource, kept per connection.",
        )
    },
    Attribute {
        mutability: Mutability::ReadOnly,
        ..complex(
            "meta",
            "Read only.",
            &[
                Attribute {
                    case_exact: true,
                    mutability: Mutability::ReadOnly,
                    ..attr("resourceType", Type::String, "User or Group.")
                },
                Attribute {
                    mutability: Mutability::ReadOnly,
                    ..attr("created", Type::DateTime, "When it was made.")
                },
                Attribute {
                    mutability: Mutability::ReadOnly,
                    ..attr("lastModified", Type::DateTime, "When it last changed.")
                },
                Attribute {
                    case_exact: true,
                    mutability: Mutability::ReadOnly,
                    ..attr("location", Type::Reference, "Its URL.")
                },
                Attribute {
                    case_exact: true,
                    mutability: Mutability::ReadOnly,
                    ..attr("version", Type::String, "Its weak ETag.")
                },
            ],
        )
    },
];

/// Names of the core User schema this service accepts and does not keep
/// (lowercase).
pub const USER_IGNORED: [&str; 15] = [
    "nickname",
    "profileurl",
    "title",
    "usertype",
    "preferredlanguage",
    "locale",
    "timezone",
    "password",
    "addresses",
    "ims",
    "photos",
    "entitlements",
    "roles",
    "x509certificates",
    "groups",
];

/// Which resource a request is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resource {
    /// `/Users`.
    User,
    /// `/Groups`.
    Group,
}

impl Resource {
    /// Its `meta.resourceType`.
    pub fn name(self) -> &'static str {
        match self {
            Self::User => "User",
            Self::Group => "Group",
        }
    }

    /// Its core schema's URN.
    pub fn schema(self) -> &'static str {
        match self {
            Self::User => USER,
            Self::Group => GROUP,
        }
    }

    /// The attributes of its core schema.
    pub fn attributes(self) -> &'static [Attribute] {
        match self {
            Self::User => &USER_ATTRIBUTES,
            Self::Group => &GROUP_ATTRIBUTES,
        }
    }

    /// The attribute a path names, with the object it lives in (`None`
    /// for the resource itself, `Some(ENTERPRISE)` for the extension):
    /// names compare without case, and a URN must be one of the
    /// resource's schemas.
    pub fn resolve(
        self,
        urn: Option<&str>,
        name: &str,
    ) -> Option<(Option<&'static str>, &'static Attribute)> {
        let urn = urn.map(str::to_ascii_lowercase);
        let in_list =
            |list: &'static [Attribute]| list.iter().find(|a| a.name.eq_ignore_ascii_case(name));
        match urn.as_deref() {
            None => in_list(self.attributes())
                .or_else(|| in_list(&COMMON_ATTRIBUTES))
                .map(|a| (None, a)),
            Some(u) if u == self.schema().to_ascii_lowercase() => in_list(self.attributes())
                .or_else(|| in_list(&COMMON_ATTRIBUTES))
                .map(|a| (None, a)),
            Some(u) if self == Self::User && u == ENTERPRISE.to_ascii_lowercase() => {
                in_list(&ENTERPRISE_ATTRIBUTES).map(|a| (Some(ENTERPRISE), a))
            }
            Some(_) => None,
        }
    }
}

impl Attribute {
    /// Its sub-attribute `name`, compared without case.
    pub fn sub_attribute(&self, name: &str) -> Option<&'static Attribute> {
        self.sub.iter().find(|a| a.name.eq_ignore_ascii_case(name))
    }
}

/// One schema in `/Schemas`' shape (RFC 7643 7).
pub fn schema_document(id: &str, base: &str) -> Option<serde_json::Value> {
    let (name, description, attributes): (&str, &str, &[Attribute]) =
        if id.eq_ignore_ascii_case(USER) {
            (
                "User",
                "A person in the organization's directory.",
                &USER_ATTRIBUTES,
            )
        } else if id.eq_ignore_ascii_case(ENTERPRISE) {
            ("EnterpriseUser", "Enterprise User.", &ENTERPRISE_ATTRIBUTES)
        } else if id.eq_ignore_ascii_case(GROUP) {
            (
                "Group",
                "A group of the organization's users.",
                &GROUP_ATTRIBUTES,
            )
        } else {
            return None;
        };
    let canonical = [USER, ENTERPRISE, GROUP]
        .into_iter()
        .find(|u| u.eq_ignore_ascii_case(id))
        .unwrap_or(id);
    Some(serde_json::json!({
        "schemas": ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
        "id": canonical,
        "name": name,
        "description": description,
        "attributes": attributes.iter().map(render).collect::<Vec<_>>(),
        "meta": {
            "resourceType": "Schema",
            "location": format!("{base}/Schemas/{canonical}"),
        },
    }))
}

fn render(a: &Attribute) -> serde_json::Value {
    let kind = match a.kind {
        Type::String => "string",
        Type::Boolean => "boolean",
        Type::DateTime => "dateTime",
        Type::Reference => "reference",
        Type::Complex => "complex",
    };
    let mut out = serde_json::json!({
        "name": a.name,
        "type": kind,
        "multiValued": a.multi,
        "description": a.description,
        "required": a.required,
        "mutability": match a.mutability {
            Mutability::ReadOnly => "readOnly",
            Mutability::ReadWrite => "readWrite",
        },
        "returned": "default",
    });
    if let Some(map) = out.as_object_mut() {
        if matches!(a.kind, Type::String | Type::Reference) {
            map.insert("caseExact".into(), a.case_exact.into());
            map.insert("uniqueness".into(), a.uniqueness.into());
        }
        if a.kind == Type::Reference {
            // A reference to resources names their types; others are URIs.
            let types: &[&str] = if a.canonical.is_empty() {
                &["uri"]
            } else {
                a.canonical
            };
            map.insert("referenceTypes".into(), serde_json::json!(types));
        } else if !a.canonical.is_empty() {
            map.insert("canonicalValues".into(), serde_json::json!(a.canonical));
        }
        if !a.sub.is_empty() {
            map.insert(
                "subAttributes".into(),
                a.sub.iter().map(render).collect::<Vec<_>>().into(),
            );
        }
    }
    out
}
