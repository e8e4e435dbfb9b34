// The live <video> element. The room page's first script (room-boot.ts) may make it and start the picture before
// the app has run; the player then keeps that very element (moving a playing video keeps it playing), so both
// make it here, with the same attributes.

/** A muted, inline, autoplaying video for the live player. */
export function createLiveVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  // Browsers allow autoplay only when muted; the attribute matters to some of them, the property to others.
  video.muted = true;
  video.defaultMuted = true;
  video.autoplay = true;
  video.playsInline = true;
  // The iOS in-app browsers need both attributes to keep the video inline.
  video.setAttribute('webkit-playsinline', 'true');
  video.setAttribute('x5-playsinline', 'true');
  video.dataset.testid = 'live-video';
  return video;
}
