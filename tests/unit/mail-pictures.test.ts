// A picture an e-mail carries as a data: URL (the VietQR code, an SVG) leaves as a PNG attached
// inline and named by its Content-ID, which mail clients that show no data: URL (Gmail, Outlook)
// and no SVG still draw; the .eml written to the outbox holds it as a related part.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inlinePictures, outboxSender } from '../../src/server/api/mail/sender.ts';

const svgDataUrl = async () =>
  `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString('00020101021238', { type: 'svg' })).toString('base64')}`;

describe('pictures in e-mails', () => {
  it('turns a data: URL SVG into an inline PNG named by cid, and leaves other HTML alone', async () => {
    const html = `<p>Scan</p><img src="${await svgDataUrl()}" width="200" alt="VietQR" /><p>Thanks</p>`;
    const out = await inlinePictures(html, 'm-1', 'shop.example');
    expect(out.attachments).toHaveLength(1);
    const [picture] = out.attachments;
    expect(out.html).toBe(
      `<p>Scan</p><img src="cid:${picture!.cid}" width="200" alt="VietQR" /><p>Thanks</p>`,
    );
    expect(picture!.cid).toBe('picture-1.m-1@shop.example');
    const meta = await sharp(picture!.content).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(400);
  });

  it('changes nothing in a message without data: pictures', async () => {
    const html = '<p>No pictures, <img src="https://shop.example/a.png" alt="" /></p>';
    expect(await inlinePictures(html, 'm-2', 'shop.example')).toEqual({ html, attachments: [] });
  });

  it('writes the picture into the .eml as an inline part the HTML names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-pictures-'));
    try {
      const sender = outboxSender(dir, 'Shop <no-reply@shop.example>', () => {});
      const file = await sender.send({
        id: 'm-3',
        to: 'khach@example.vn',
        subject: 'Chuyển khoản',
        text: 'Quét mã',
        html: `<img src="${await svgDataUrl()}" alt="VietQR" />`,
        kind: 'order-confirmation',
        createdAt: new Date('2026-11-28T08:00:00Z'),
      });
      sender.close();
      // As sent: mailparser would otherwise put the part back into the HTML as a data: URL.
      const mail = await simpleParser(readFileSync(file), { skipImageLinks: true });
      expect(mail.attachments).toHaveLength(1);
      const [part] = mail.attachments;
      expect(part!.contentType).toBe('image/png');
      expect(part!.contentDisposition).toBe('inline');
      expect(mail.html).toContain(`src="cid:${part!.cid}"`);
      expect(mail.html).not.toContain('data:image');
      expect(readFileSync(file, 'utf8')).toContain(`Content-ID: <${part!.cid}>`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
