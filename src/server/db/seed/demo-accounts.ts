/** Demo sign-ins, seeded and offered on the login page only when SEED_DEMO is on. */
export const DEMO_ACCOUNTS = {
  customer: { email: 'customer@greenvolt.example', password: 'Customer123!' },
  admin: { email: 'admin@greenvolt.example', password: 'Admin123!' },
} as const;
