// The site selectors every request may carry (a site code and/or a numeric source code) are the contract's.
export { siteSelector } from '@tifo/api-contract';
