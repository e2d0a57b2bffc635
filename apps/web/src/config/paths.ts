import { pagePaths } from '@pepites/contracts';

/**
 * The typed route map (docs/product.md#screens): every link in the app is built from here. The
 * table itself lives in the contracts, where the server reads the same addresses.
 */
export const paths = pagePaths;
