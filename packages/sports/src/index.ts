/** Pure sports logic shared by the API and the web app. */
export {};
