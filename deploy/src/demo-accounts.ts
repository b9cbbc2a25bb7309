// The accounts the API seeds on first start (README, "Run it"), printed by `npm start`; the API
// owns the list.
export { DEMO_ACCOUNTS as demoAccounts } from '@ceylon/api';
