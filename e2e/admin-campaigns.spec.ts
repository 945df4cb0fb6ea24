import zlib from 'node:zlib';
import { expect, test, type Page } from './support/test';
import { logInAsAdmin } from './support/admin';

type AdminCampaign = { id: number; title: string; status: string; donationCount: number };

/** The toast list (Radix labels its region 'Notifications (F8)'); screen-reader copies live outside it. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (if small) 16:9 PNG with a diagonal gradient, so the server's image checks and re-encoding accept it. */
function makePng(width = 64, height = 36): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([40 + ((x * 3) % 200), 120 + ((y * 3) % 120), 200], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a file through the button that opens the browser's file chooser, as a person would. */
async function chooseFile(
  page: Page,
  buttonName: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await chooser.setFiles(file);
}

const actionsMenu = async (page: Page, title: string) => {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${title}` });
  await expect(menu).toBeVisible();
  return menu;
};

const campaignRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('admin campaigns', () => {
  test('an empty form shows the validation messages before anything is sent', async ({ page }) => {
    await logInAsAdmin(page, '/admin/campaigns/new');
    await expect(page.getByRole('heading', { name: 'Create Campaign' })).toBeVisible();
    // The form's defaults (spec section 9).
    await expect(page.getByLabel('Goal (USD)')).toHaveValue('1000');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
    await expect(page.getByLabel('Category')).toHaveValue('other');

    await page.getByLabel('Goal (USD)').fill('50');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Please select an organization')).toBeVisible();
    await expect(page.getByText('Goal amount must be at least $100')).toBeVisible();
    await expect(page.getByText('Description must be at least 100 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  });

  test('an admin creates, publishes, edits, updates, duplicates and deletes campaigns', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const title = `Library Books for Rural Schools ${stamp}`;
    const orgName = `Reading Bridges ${stamp}`;
    const png = makePng();

    await logInAsAdmin(page, '/admin/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create Campaign' }).first().click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Short description').fill('Books and reading corners for twelve village schools.');
    await expect(page.getByText('53/150')).toBeVisible();
    await page
      .getByLabel('Description', { exact: true })
      .fill(
        'Twelve primary schools share fewer than fifty books between them. We will stock each school with a ' +
          'reading corner of 300 books in English and Luganda, and train a teacher to run a lending library.',
      );
    await page.getByLabel('Category').selectOption('education');
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await page.getByLabel('Goal (USD)').fill('5000');

    // A new organization, created inline and selected at once.
    const create = page.getByRole('button', { name: 'Create', exact: true });
    await expect(create).toBeDisabled();
    await page.getByLabel('Or create a new organization').fill('ab');
    await create.click();
    await expect(page.getByText('Organization name must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Or create a new organization').fill(orgName);
    await create.click();
    await expect(page.getByLabel('Organization', { exact: true }).locator('option:checked')).toHaveText(orgName);

    // The featured image: a non-image is refused in the browser, then a PNG is previewed.
    await chooseFile(page, 'Upload featured image', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('Please select an image file')).toBeVisible();
    await chooseFile(page, 'Upload featured image', { name: 'library.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    await expect(page.getByText('Please select an image file')).toHaveCount(0);

    // A reward, with an image uploaded at once through /api/upload.
    await page.getByRole('button', { name: 'Add reward' }).click();
    const reward = page.getByRole('group', { name: 'Reward 1', exact: true });
    await reward.getByLabel('Reward title').fill('A bookplate with your name');
    await reward.getByLabel('Minimum amount (USD)').fill('75');
    await reward.getByLabel('Reward description').fill('Your name inside the cover of a library book.');
    await chooseFile(page, 'Upload reward 1 image', { name: 'bookplate.png', mimeType: 'image/png', buffer: png });
    await expect(reward.getByLabel('Reward 1 image: Or paste an image URL')).toHaveValue(
      /^\/uploads\/[a-f0-9]+\.webp$/,
    );

    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(toasts(page).getByText('Campaign created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    const link = page.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    const id = Number((await link.getAttribute('href'))!.match(/\/admin\/campaigns\/(\d+)\/edit/)![1]);
    await expect(campaignRow(page, title).getByText('Active', { exact: true })).toBeVisible();
    await expect(campaignRow(page, title).getByText('$0 / $5,000')).toBeVisible();

    // A visitor finds it on the home page (it is the newest), and its reward leads to the donation form.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(
      visitor.getByRole('list', { name: 'Featured campaigns' }).getByRole('link', { name: title }),
    ).toBeVisible();
    await visitor.goto(`/campaigns/${id}?tab=rewards`);
    await expect(visitor.getByRole('img', { name: title }).first()).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    await visitor.getByRole('link', { name: 'Get this reward' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/donate/${id}\\?amount=75&reward=\\d+$`));

    // The actions menu works from the keyboard: Enter opens it on View, arrows move, Escape closes.
    const actions = page.getByRole('button', { name: `Actions for ${title}`, exact: true });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(actions).toBeFocused();
    await expect((await actionsMenu(page, title)).getByRole('menuitem', { name: 'Get Embed Code' })).toHaveAttribute(
      'href',
      `/admin/campaigns/${id}/edit#embed-code`,
    );

    // Edit: a new title.
    const renamed = `${title} and Teachers`;
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${id}/edit$`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Organization', { exact: true }).locator('option:checked')).toHaveText(orgName);
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Campaign updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();

    // Updates & Engagement: post a public update, and a private one that is edited and deleted.
    await page.goto(`/admin/campaigns/${id}/edit`);
    await page.getByRole('tab', { name: 'Updates & Engagement' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Updates & Engagement' });
    await expect(panel.getByText('No updates yet')).toBeVisible();
    await panel.getByRole('button', { name: 'Post Update' }).click();
    let dialog = page.getByRole('dialog', { name: 'Post Update' });
    await dialog.getByRole('button', { name: 'Post Update' }).click();
    await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Content must be at least 20 characters')).toBeVisible();
    await dialog.getByLabel('Title').fill('The first 1,000 books have arrived');
    await dialog
      .getByLabel('Content')
      .fill('Boxes of books reached Masaka this week; the first reading corners open on Monday.');
    await expect(dialog.getByRole('checkbox', { name: /Public update/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Post Update' }).click();
    await expect(toasts(page).getByText('Update posted!')).toBeVisible();
    await expect(toasts(page).getByText('Your campaign update has been shared with supporters.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const publicUpdate = panel.getByRole('article').filter({ hasText: 'The first 1,000 books have arrived' });
    await expect(publicUpdate.getByText('Public', { exact: true })).toBeVisible();

    await panel.getByRole('button', { name: 'Post Update' }).click();
    dialog = page.getByRole('dialog', { name: 'Post Update' });
    await dialog.getByLabel('Title').fill('Note for the board: shipping costs');
    await dialog.getByLabel('Content').fill('Shipping cost more than planned; we will cover it from the reserve.');
    await dialog.getByRole('checkbox', { name: /Public update/ }).uncheck();
    await dialog.getByRole('button', { name: 'Post Update' }).click();
    await expect(toasts(page).getByText('Update posted!')).toBeVisible();
    const privateUpdate = panel.getByRole('article').filter({ hasText: 'Note for the board' });
    await expect(privateUpdate.getByText('Private', { exact: true })).toBeVisible();
    // Newest first.
    await expect(panel.getByRole('article').first()).toContainText('Note for the board');

    await privateUpdate.getByRole('button', { name: /^Edit/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Update' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Note for the board: shipping costs');
    await dialog.getByLabel('Title').fill('Note for the board: freight costs');
    await dialog.getByRole('button', { name: 'Save Update' }).click();
    await expect(toasts(page).getByText('Update saved')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Note for the board: freight costs' })).toBeVisible();

    await panel.getByRole('button', { name: 'Delete update Note for the board: freight costs' }).click();
    const confirmUpdate = page.getByRole('alertdialog', { name: 'Delete this update?' });
    await expect(confirmUpdate).toContainText('Note for the board: freight costs');
    await confirmUpdate.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Update deleted')).toBeVisible();
    await expect(panel.getByRole('article')).toHaveCount(1);

    // The public page's Updates tab lists the public update only.
    await visitor.goto(`/campaigns/${id}?tab=updates`);
    await expect(visitor.getByRole('heading', { name: 'The first 1,000 books have arrived' })).toBeVisible();
    await expect(visitor.getByText('Note for the board')).toHaveCount(0);
    await visitor.close();

    // Duplicate: a draft copy.
    const copy = `${renamed} (Copy)`;
    await page.goto('/admin/campaigns');
    await (await actionsMenu(page, renamed)).getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(toasts(page).getByText('Campaign Duplicated!')).toBeVisible();
    await expect(campaignRow(page, copy).getByText('Draft', { exact: true })).toBeVisible();

    // Delete the copy: the dialog names it and says it cannot be undone.
    await (await actionsMenu(page, copy)).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this campaign?' });
    await expect(confirm).toContainText(copy);
    await expect(confirm).toContainText('This cannot be undone');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(page).getByText('Campaign deleted successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: copy, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();
  });

  test('a campaign with donations is archived instead of deleted', async ({ page }) => {
    await logInAsAdmin(page, '/admin/campaigns');
    // A demo campaign with donations that is not open (so the public journeys' campaigns stay as they are).
    const response = await page.request.get('/api/admin/campaigns?limit=100');
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: AdminCampaign[] };
    const target =
      items.find((c) => c.donationCount > 0 && c.status !== 'active' && c.status !== 'archived') ??
      items.find((c) => c.donationCount > 0 && c.status !== 'archived');
    expect(target, 'a demo campaign with donations').toBeDefined();

    // Found through the server-side search, which is kept in the URL.
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(target!.title);
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole('link', { name: target!.title, exact: true })).toBeVisible();

    await (await actionsMenu(page, target!.title)).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Archive this campaign?' });
    await expect(confirm).toContainText(target!.title);
    await expect(confirm).toContainText('so it will be archived rather than deleted');
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(toasts(page).getByText('Campaign archived')).toBeVisible();
    await expect(campaignRow(page, target!.title).getByText('Archived', { exact: true })).toBeVisible();

    // The status filter finds it among the archived ones.
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('');
    await page.getByLabel('Status').selectOption('archived');
    await expect(page).toHaveURL(/status=archived/);
    await expect(page.getByRole('link', { name: target!.title, exact: true })).toBeVisible();
  });
});
