// The danmaku settings sheet: on/off, density, opacity and the colour of the viewer's own comments.
import { Popup, Selector, Slider, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OWN_COLOURS, useDanmakuSettings } from './danmaku-settings';
import type { Density } from './lanes';
import styles from './danmaku.module.css';

const DENSITIES: Density[] = ['low', 'normal', 'high'];

/** A bottom sheet with the danmaku settings. */
export function DanmakuSettingsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('live');
  const s = useDanmakuSettings();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ background: 'var(--tifo-card)' }}
    >
      <div className={styles.settings} data-testid="danmaku-settings">
        <h3>{t('danmaku.title')}</h3>
        <div className={styles.row}>
          <span>{t('danmaku.show')}</span>
          <Switch
            checked={s.enabled}
            onChange={(enabled) => s.set({ enabled })}
            data-testid="danmaku-switch"
          />
        </div>
        <div className={styles.row}>
          <span>{t('danmaku.density')}</span>
          <Selector
            columns={3}
            options={DENSITIES.map((d) => ({ label: t(`danmaku.${d}`), value: d }))}
            value={[s.density]}
            onChange={(v) => v[0] && s.set({ density: v[0] })}
          />
        </div>
        <div className={styles.row}>
          <span>{t('danmaku.opacity')}</span>
          <Slider
            className={styles.slider}
            min={20}
            max={100}
            step={10}
            value={Math.round(s.opacity * 100)}
            onChange={(v) => typeof v === 'number' && s.set({ opacity: v / 100 })}
          />
        </div>
        <div className={styles.row}>
          <span>{t('danmaku.ownColour')}</span>
          <div className={styles.swatches}>
            {OWN_COLOURS.map((c) => (
              <button
                key={c}
                type="button"
                aria-label={c}
                aria-pressed={s.ownColour === c}
                className={`${styles.swatch} ${s.ownColour === c ? styles.swatchOn : ''}`}
                style={{ background: c }}
                onClick={() => s.set({ ownColour: c })}
              />
            ))}
          </div>
        </div>
      </div>
    </Popup>
  );
}
