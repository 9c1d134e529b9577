// The HarkTesting module. See DEVELOPERS.md.
