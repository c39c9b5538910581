import { FEATURE_FLAGS, featureOn, type Feature } from '../src/rules';
import { MerchantWebSettings } from '../src/entities/merchant';
import { APP_ROUTES } from '../src/app-routes';

describe('featureOn', () => {
  const features = Object.keys(FEATURE_FLAGS) as Feature[];

  it('is on only while the feature\'s field is true', () => {
    for (const feature of features) {
      expect(featureOn({ [FEATURE_FLAGS[feature]]: true }, feature)).toBe(true);
      expect(featureOn({ [FEATURE_FLAGS[feature]]: false }, feature)).toBe(false);
    }
  });

  it('is off without settings, or with the field missing or null', () => {
    for (const feature of features) {
      expect(featureOn(undefined, feature)).toBe(false);
      expect(featureOn(null, feature)).toBe(false);
      expect(featureOn({}, feature)).toBe(false);
      expect(featureOn({ [FEATURE_FLAGS[feature]]: null }, feature)).toBe(false);
    }
  });

  it('reads each feature from its own field only', () => {
    expect(featureOn({ cardActive: true }, 'savedCards')).toBe(true);
    expect(featureOn({ cardActive: true }, 'cashback')).toBe(false);
    expect(featureOn({ cashbackActive: true, balanceActive: false }, 'balance')).toBe(false);
  });

  it('names a boolean field of the web settings for every feature, each field once', () => {
    const fields = Object.values(FEATURE_FLAGS);
    expect(new Set(fields).size).toBe(fields.length);
    const shape = MerchantWebSettings.shape as Record<string, unknown>;
    for (const field of fields) expect(shape[field]).toBeDefined();
  });

  it('knows every flag the route table guards a screen with', () => {
    const fields: readonly string[] = Object.values(FEATURE_FLAGS);
    const guarded = APP_ROUTES.flatMap((route) => ('feature' in route ? [route.feature] : []));
    expect(guarded.filter((field) => !fields.includes(field))).toEqual([]);
  });
});
