// The HarkApps module. See DEVELOPERS.md.
