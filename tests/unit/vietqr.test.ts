// VietQR payloads as NAPAS specifies them, checked against payloads published with their CRCs by
// other implementations, and the QR code drawn as SVG, read back by a QR decoder (jsQR).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  crc16CcittFalse,
  qrSvg,
  transferNote,
  vietQrPayload,
} from '../../src/server/api/services/vietqr.ts';
import { orderNumberIn } from '../../src/server/api/services/bank-transfer.ts';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the catalogue of CRC parameters', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

/** Payloads published with the fields they encode (dynamic codes, ID 01 = 12). */
const PUBLISHED = [
  {
    fields: {
      bin: '970415',
      accountNumber: '0011001932418',
      amount: 120000,
      purpose: 'ủng hộ lũ lụt',
    },
    payload:
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
  },
  {
    fields: { bin: '970423', accountNumber: '123456789', amount: 50000, purpose: 'test note' },
    payload:
      '00020101021238530010A0000007270123000697042301091234567890208QRIBFTTA53037045405500005802VN62130809test note630412A3',
  },
  {
    fields: { bin: '970416', accountNumber: '257678859', amount: 10000, purpose: 'Chuyen tien' },
    payload:
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
  },
  {
    fields: {
      bin: '970452',
      accountNumber: '10372212086747084',
      amount: 123,
      purpose: 'TT Don hang 123456',
    },
    payload:
      '00020101021238610010A000000727013100069704520117103722120867470840208QRIBFTTA530370454031235802VN62220818TT Don hang 12345663046352',
  },
];

describe('VietQR payload', () => {
  it.each(PUBLISHED)('builds the published payload $payload', ({ fields, payload }) => {
    expect(vietQrPayload({ ...fields, initiation: 'dynamic' })).toBe(payload);
  });

  it('ends every payload with the CRC of everything before it, its own ID and length included', () => {
    for (const { payload } of PUBLISHED)
      expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('writes a code without an amount as static, for any number of payments', () => {
    const payload = vietQrPayload({ bin: '970436', accountNumber: '0123456789' });
    expect(payload.startsWith('000201010211')).toBe(true);
    expect(payload).not.toContain('5405');
    expect(payload).not.toContain('6208');
  });

  it('writes the order number as the purpose of the transfer', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '0123456789',
      amount: 27_390_000,
      purpose: 'ORD-20261128-7K3QX2',
    });
    expect(payload).toContain('5408273900005802VN62230819ORD-20261128-7K3QX2');
  });

  it('keeps a transfer note to what banking apps accept', () => {
    expect(transferNote('Đơn hàng số 12!')).toBe('Don hang so 12');
    expect(transferNote('x'.repeat(40))).toHaveLength(25);
  });

  it('refuses a field longer than 99 characters', () => {
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '9'.repeat(100) })).toThrow(
      RangeError,
    );
  });
});

/** The SVG of `qrcode` (horizontal strokes "M x y h n") painted on a bitmap, `scale` px a module. */
function rasterise(svg: string, scale = 4): { data: Uint8ClampedArray; size: number } {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const size = modules * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!;
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      const row = Math.floor(y);
      for (let col = x; col < x + Number(a); col++)
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const at = ((row * scale + dy) * size + col * scale + dx) * 4;
            data[at] = data[at + 1] = data[at + 2] = 0;
          }
      x += Number(a);
    }
  }
  return { data, size };
}

describe('the QR code', () => {
  it('is an SVG that a QR decoder reads back as the payload', async () => {
    const payload = PUBLISHED[0]!.payload;
    const svg = await qrSvg(payload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const { data, size } = rasterise(svg);
    expect(jsQR(data, size, size)?.data).toBe(payload);
  });
});

describe('the order number in a transfer description', () => {
  it.each([
    ['ORD-20261128-7K3QX2', 'ORD-20261128-7K3QX2'],
    ['MBVCB.1234 ORD202611287K3QX2 chuyen tien', 'ORD-20261128-7K3QX2'],
    ['thanh toan ord 20261128 7k3qx2', 'ORD-20261128-7K3QX2'],
  ])('reads %s as %s', (description, number) => {
    expect(orderNumberIn(description)).toBe(number);
  });

  it('finds none in a description without one', () => {
    expect(orderNumberIn('chuyen tien an trua')).toBeNull();
    expect(orderNumberIn('ORD-2026112-7K3QX2')).toBeNull();
  });
});
