// The Club World Cup club screens: the lineup (a club's players in the 2026 World Cup squads, loaded on
// demand) on its own mobile page and as the third card of the full club page.
import { expect, test } from '@playwright/test';

test('the lineup page lists Real Madrid players from the 2026 World Cup squads', async ({ page }) => {
  await page.goto('/m/mobile/fifa-team/lineup/real-madrid');
  const card = page.getByTestId('fifa-lineup');
  await expect(card).toBeVisible();
  const rows = card.getByTestId('squad-player');
  await expect(rows).toHaveCount(10);
  const mbappe = rows.filter({ hasText: 'Kylian Mbappé' });
  // The nation in the interface language (Chinese by default) with its SVG flag.
  await expect(mbappe).toContainText('法国');
  await expect(mbappe.locator('img')).toHaveAttribute('src', /\/api\/sports\/flag\/fr\.svg$/);
  await expect(card.locator('[role="img"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/fifa-lineup.png', fullPage: true });
});

test('a club with no World Cup players says so', async ({ page }) => {
  await page.goto('/m/mobile/fifa-team/lineup/auckland-city-fc');
  const card = page.getByTestId('fifa-lineup');
  await expect(card.getByTestId('empty')).toBeVisible();
  await expect(card.getByTestId('squad-player')).toHaveCount(0);
});

test('the club page shows honour, stats and lineup', async ({ page }) => {
  await page.goto('/m/fifa-team/manchester-city');
  await expect(page.getByTestId('fifa-team-page')).toBeVisible();
  await expect(page.getByTestId('fifa-honor')).toBeVisible();
  await expect(page.getByTestId('fifa-stats')).toBeVisible();
  const lineup = page.getByTestId('fifa-lineup');
  await expect(lineup.getByTestId('squad-player')).toHaveCount(19);
  await expect(lineup).toContainText('Erling Haaland');
});
