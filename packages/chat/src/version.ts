/** This SDK's version (`Chat.VERSION`, and `VERSION` of the module); a test keeps it equal to package.json's. */
export const VERSION = '0.1.0';
