/**
 * The social providers shown by default, in their default order. A module of its own: the page's
 * dialog shell lays out their buttons before the modal's code (and the remote flags' defaults) is in.
 */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
