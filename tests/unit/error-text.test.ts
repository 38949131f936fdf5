import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { errorPanelText } from '../../src/api/errors.ts';

describe('generic error panel text', () => {
  it('says Connection Error when the network failed', () => {
    const expected = {
      title: 'Connection Error',
      message: 'Please check your internet connection and try again.',
    };
    expect(errorPanelText(new ApiError(0, 'Failed to fetch'))).toEqual(expected);
    expect(errorPanelText(new ApiError(0, 'fetch failed'))).toEqual(expected);
  });

  it("shows the server's message under Something Went Wrong", () => {
    expect(errorPanelText(new ApiError(500, 'Request failed', 'Database unavailable'))).toEqual({
      title: 'Something Went Wrong',
      message: 'Database unavailable',
    });
  });

  it("falls back to the error's own message, then to a generic one", () => {
    expect(errorPanelText(new ApiError(404, 'Request failed with status 404')).message).toBe(
      'Request failed with status 404',
    );
    expect(errorPanelText(new Error('Boom')).message).toBe('Boom');
    expect(errorPanelText(undefined)).toEqual({
      title: 'Something Went Wrong',
      message: 'An unexpected error occurred',
    });
  });
});
