// The HarkSemantic module. See DEVELOPERS.md.
