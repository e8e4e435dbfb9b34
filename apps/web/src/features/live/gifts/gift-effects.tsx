// The two animation kinds: a Lottie burst for small gifts (lottie-web's light SVG build, a chunk of its own
// loaded on the first small gift, never with the page) and the full-screen alpha video for big ones.
import { useEffect, useRef } from 'react';
import { createAlphaVideoRenderer } from './alpha-video';
import { giftBurst, giftVideo } from './gift-assets';
import styles from './gifts.module.css';

/** The small gift's burst; `onDone` when it has played once (or could not play). */
export function LottieBurst({
  code,
  onStart,
  onDone,
}: {
  code: string;
  onStart: () => void;
  onDone: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => {
    let stopped = false;
    let destroy = () => {};
    void Promise.all([import('lottie-web/build/player/lottie_light'), giftBurst(code)])
      .then(([{ default: lottie }, data]) => {
        if (stopped || !box.current || !data) {
          if (!data) done.current();
          return;
        }
        const anim = lottie.loadAnimation({
          container: box.current,
          renderer: 'svg',
          loop: false,
          autoplay: true,
          animationData: data,
        });
        anim.addEventListener('DOMLoaded', () => start.current());
        anim.addEventListener('complete', () => done.current());
        destroy = () => anim.destroy();
      })
      .catch(() => done.current());
    return () => {
      stopped = true;
      destroy();
    };
  }, [code]);
  return <div ref={box} className={styles.burst} data-testid="gift-effect-small" />;
}

/** The big gift's full-screen effect: the packed video drawn with its alpha by WebGL over the room. */
export function AlphaVideoEffect({
  code,
  onStart,
  onDone,
}: {
  code: string;
  onStart: () => void;
  onDone: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => {
    const src = giftVideo(code);
    const el = canvas.current;
    const gl = el?.getContext('webgl', { alpha: true, premultipliedAlpha: true, antialias: false });
    if (!src || !el || !gl) {
      done.current();
      return;
    }
    let renderer: ReturnType<typeof createAlphaVideoRenderer>;
    try {
      renderer = createAlphaVideoRenderer(gl);
    } catch {
      done.current();
      return;
    }
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.src = src;
    let frame = 0;
    let stopped = false;
    const draw = () => {
      if (stopped) return;
      if (el.width !== video.videoWidth / 2 && video.videoWidth) {
        el.width = video.videoWidth / 2;
        el.height = video.videoHeight;
      }
      renderer.draw(video);
      frame = requestAnimationFrame(draw);
    };
    video.onended = () => done.current();
    video.onerror = () => done.current();
    video.onplaying = () => {
      el.dataset.playing = '1';
      start.current();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(draw);
    };
    video.play().catch(() => done.current());
    // A stalled download must not hold the queue: big effects last 2.4 s.
    const guard = setTimeout(() => done.current(), 8000);
    return () => {
      stopped = true;
      clearTimeout(guard);
      cancelAnimationFrame(frame);
      video.pause();
      video.removeAttribute('src');
      video.load();
      renderer.dispose();
    };
  }, [code]);
  return <canvas ref={canvas} className={styles.fullscreen} data-testid="gift-effect-big" />;
}
