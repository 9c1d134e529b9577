// The HarkStore module. See DEVELOPERS.md.
