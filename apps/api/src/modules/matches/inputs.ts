// The sports calls' shared inputs are the contract's (packages/api-contract/src/sports.ts); the live module's
// match calls take them from here too.
import { sports } from '@tifo/api-contract';

export const { matchId, sportFilter, dateInput, tzInput, statusFilter, paging, keyword } = sports;
