/** Shared values of the end-to-end tests. */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-0123456789" };

export const VIEWPORTS = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
  phone: { width: 390, height: 844 },
} as const;
