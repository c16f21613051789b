import { describe, expect, it } from 'vitest';
import { groupTypedAmount } from '@/lib/format/typed-amount';

describe('an amount as it is typed', () => {
  it('shows Persian digits with thousands separators, whatever digits are typed', () => {
    expect(groupTypedAmount('125000', 6)).toEqual({ value: '۱۲۵٬۰۰۰', caret: 7 });
    expect(groupTypedAmount('۱۲۳۴', 4)).toEqual({ value: '۱٬۲۳۴', caret: 5 });
    expect(groupTypedAmount('٣٤٥٦٧', 5)).toEqual({ value: '۳۴٬۵۶۷', caret: 6 });
    expect(groupTypedAmount('۱۲,۳٬۴۵۶', 8)).toEqual({ value: '۱۲۳٬۴۵۶', caret: 7 });
  });

  it('keeps the caret after the digit it followed', () => {
    // «۱۲۳٬۴|۵۶» → a 7 typed after the ۴: «۱٬۲۳۴٬۷|۵۶».
    expect(groupTypedAmount('۱۲۳٬۴7۵۶', 6)).toEqual({ value: '۱٬۲۳۴٬۷۵۶', caret: 7 });
    // Deleting the ۱ of «|۱٬۰۰۰» leaves «۰۰۰», read as ۰.
    expect(groupTypedAmount('٬۰۰۰', 0)).toEqual({ value: '۰', caret: 0 });
    expect(groupTypedAmount('۵۰۰۰', 1)).toEqual({ value: '۵٬۰۰۰', caret: 1 });
  });

  it('drops everything but digits, and empties with them', () => {
    expect(groupTypedAmount('', 0)).toEqual({ value: '', caret: 0 });
    expect(groupTypedAmount('abc', 3)).toEqual({ value: '', caret: 0 });
    expect(groupTypedAmount('۰۰۷۵', 4)).toEqual({ value: '۷۵', caret: 2 });
    expect(groupTypedAmount('1234567890123456', 16).value).toBe('۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲');
  });
});
