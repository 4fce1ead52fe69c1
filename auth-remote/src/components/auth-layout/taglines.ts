/** Who an auth screen speaks to: the brand panel's marketing copy differs per audience. */
export type Audience = 'talent' | 'recruiter' | 'everyone';
