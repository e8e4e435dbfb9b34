// User-agent checks used by the request helper (platform field) and by /pp/talk.

/** True inside the product's own iOS app web view (the app adds "tifo-ios" or a "platform=1" query). */
export function isIosApp(ua: string = navigator.userAgent): boolean {
  return /tifo[-_ ]?ios/i.test(ua);
}

/** True on a phone or tablet browser (the page-query overrides only apply there). */
export function isMobile(ua: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(ua);
}

/** True inside an in-app browser that cannot open app links (WeChat, QQ, Weibo, Alipay, DingTalk, Facebook, Instagram, Line). */
export function isInAppBrowser(ua: string = navigator.userAgent): boolean {
  return /MicroMessenger|QQ\/|MQQBrowser.*QQ|Weibo|AlipayClient|DingTalk|FBAN|FBAV|Instagram|Line\//i.test(
    ua,
  );
}
