// The HarkGrammar module. See DEVELOPERS.md.
