import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { errorPanelText } from '../../src/api/errors.ts';
import { messages } from '../../src/lib/i18n/index.ts';

/** The panel's English words. */
const EN = messages('en').catalog;

describe('generic error panel text', () => {
  it('says Connection Error when the network failed', () => {
    const expected = {
      title: 'Connection Error',
      message: 'Please check your internet connection and try again.',
    };
    expect(errorPanelText(new ApiError(0, 'Failed to fetch'), EN)).toEqual(expected);
    expect(errorPanelText(new ApiError(0, 'fetch failed'), EN)).toEqual(expected);
  });

  it("shows the server's message under Something Went Wrong", () => {
    expect(errorPanelText(new ApiError(500, 'Request failed', 'Database unavailable'), EN)).toEqual(
      {
        title: 'Something Went Wrong',
        message: 'Database unavailable',
      },
    );
  });

  it("falls back to the error's own message, then to a generic one", () => {
    expect(errorPanelText(new ApiError(404, 'Request failed with status 404'), EN).message).toBe(
      'Request failed with status 404',
    );
    expect(errorPanelText(new Error('Boom'), EN).message).toBe('Boom');
    expect(errorPanelText(undefined, EN)).toEqual({
      title: 'Something Went Wrong',
      message: 'An unexpected error occurred',
    });
  });
});
