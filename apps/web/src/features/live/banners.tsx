// The home banners: a swipeable strip (CSS scroll snap) that advances by itself every 5 s.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from './types';
import styles from './live.module.css';

function isExternal(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** Banners with dots; in-app links navigate inside the app. */
export function Banners({ banners }: { banners: Banner[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 5000);
    return () => clearInterval(timer);
  }, [banners.length]);
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners} data-testid="banners">
      <div
        ref={strip}
        className={styles.bannerStrip}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {banners.map((b) => {
          const img = <img src={b.image} alt={b.title} className={styles.bannerImg} />;
          return isExternal(b.link) ? (
            <a key={b.id} href={b.link} className={styles.banner} target="_blank" rel="noreferrer">
              {img}
            </a>
          ) : (
            <Link key={b.id} to={b.link || '/live'} className={styles.banner}>
              {img}
            </Link>
          );
        })}
      </div>
      <div className={styles.bannerDots} aria-hidden>
        {banners.map((b, i) => (
          <i key={b.id} className={i === index ? styles.bannerDotOn : styles.bannerDot} />
        ))}
      </div>
    </div>
  );
}
