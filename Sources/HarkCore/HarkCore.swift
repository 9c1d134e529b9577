// The HarkCore module. See DEVELOPERS.md.
