'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DescriptionField } from '@/components/ui/description-field';
import { SubmitErrorDialog } from '@/components/ui/submit-error-dialog';
import { describeFailure } from '@/lib/api/error-catalogue';
import { jalaliMonthOf } from '@/lib/checkout/calendar';
import {
  type CouponState,
  couponToSend,
  couponTyped,
  initialCouponState,
} from '@/lib/checkout/coupon-state';
import { reserveTimeQuery, windowTime } from '@/lib/checkout/reserve-time';
import { creditFallsShort } from '@/lib/checkout/top-up';
import { MAP_DEFAULTS } from '@/lib/constants';
import type { Branch } from '@/lib/contract/branch';
import type { Cart } from '@/lib/contract/cart';
import type { DeliveryType } from '@/lib/contract/order';
import type { AvailableTime } from '@/lib/contract/zone';
import { tehranDate } from '@/lib/format/jalali';
import { useAddresses, useLocationCheck } from '@/queries/address';
import { useAvailableTimes, usePrice } from '@/queries/checkout';
import { useTopUp } from '@/queries/payment';
import { checkoutActions, useCheckoutDraft } from '@/stores/orders';
import { AddressChoice } from './address-choice';
import { BulkOrderChoice } from './bulk-order-choice';
import { CheckoutItems } from './checkout-items';
import { CouponField } from './coupon-field';
import { DeliveryTypeChoice } from './delivery-type-choice';
import { GiftCodeField } from './gift-code-field';
import { PaymentMethodChoice } from './payment-method-choice';
import { PickupBranchChoice } from './pickup-branch-choice';
import { PriceSummary } from './price-summary';
import { ReserveCalendar } from './reserve-calendar';
import { SubmitPanel } from './submit-panel';
import { TimeWindows } from './time-windows';
import type { usePlaceOrder } from './use-place-order';

type Props = {
  cart: Cart;
  /** The branches a pickup may be collected from, the default first. */
  branches: Branch[];
  /** The address chosen on arrival (one just added from checkout). */
  initialAddressId: number | null;
  placing: ReturnType<typeof usePlaceOrder>;
};

/** The shop's own point: a pickup at a branch without a point takes the shop zone's windows. */
const SHOP_POINT = { lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng };

function pointOf(branch: Branch | null): { lat: number; lng: number } {
  return branch && branch.lat !== null && branch.lng !== null
    ? { lat: branch.lat, lng: branch.lng }
    : SHOP_POINT;
}

/**
 * The checkout's choices and what follows from them: the address and its
 * zone, the windows for that zone, the live invoice, and whether the order
 * can be placed yet (and if not, what is missing).
 */
export function CheckoutForm({ cart, branches, initialAddressId, placing }: Props) {
  const t = useTranslations('checkout');
  const draft = useCheckoutDraft();
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('delivery');
  const [addressId, setAddressId] = useState<number | null>(initialAddressId);
  const [branchId, setBranchId] = useState<number | null>(null);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [windowId, setWindowId] = useState<number | null>(null);
  const [bulk, setBulk] = useState(false);
  const [coupon, setCoupon] = useState<CouponState>(() =>
    couponTyped(initialCouponState, draft.couponCode),
  );
  const topUp = useTopUp();

  const delivery = deliveryType === 'delivery';
  const addresses = useAddresses();
  // The address asked for on arrival, else the preferred one (listed first), until the customer picks another.
  const address =
    addresses.data?.find((item) => item.id === addressId) ?? addresses.data?.[0] ?? null;
  const addressPoint = address ? { lat: address.lat, lng: address.lng } : null;
  const zoneCheck = useLocationCheck(delivery ? addressPoint : null);
  const checking = zoneCheck.isFetching && (zoneCheck.isPlaceholderData || !zoneCheck.data);
  // Spec 4: in zone until the check says otherwise.
  const inZone = checking ? true : (zoneCheck.data?.data.is_in_zone ?? true);
  const shippingPrice =
    zoneCheck.data?.data.zone?.shipping_price ?? address?.shipping_price ?? null;

  const branch = branches.find((item) => item.id === branchId) ?? branches[0] ?? null;
  // Pickup windows are those of the zone the branch stands in.
  const point = delivery ? addressPoint : pointOf(branch);
  const times = useAvailableTimes(point);
  const windows: AvailableTime[] = times.data ?? [];
  const openDates = times.data
    ? new Set(windows.filter((window) => window.remaining > 0).map((window) => window.date))
    : null;
  const firstOpen = windows.find((window) => window.remaining > 0)?.date ?? null;
  // The first day with room until the customer picks one that still has room.
  const date =
    chosenDate && (openDates === null || openDates.has(chosenDate)) ? chosenDate : firstOpen;
  const dayWindows = windows.filter((window) => window.date === date);
  const chosenWindow =
    dayWindows.find((window) => window.id === windowId && window.remaining > 0) ?? null;

  const today = tehranDate(new Date());
  const firstMonth = jalaliMonthOf(today);
  const lastWindow = windows.at(-1);
  const lastMonth = lastWindow ? jalaliMonthOf(lastWindow.date) : firstMonth;

  const couponCode = couponToSend(coupon);
  const priceBody =
    delivery && !address
      ? null
      : {
          delivery_type: deliveryType,
          ...(delivery && address ? { address_id: address.id } : {}),
          ...(couponCode ? { coupon: couponCode } : {}),
          use_coupon: couponCode !== undefined,
        };
  const price = usePrice(priceBody);
  const invoice = priceBody ? (price.data ?? null) : null;
  const priceError = price.isError ? describeFailure(price.error).message : null;
  const credit = invoice?.customer_credit ?? null;
  const invoicePrice = invoice?.invoice.price ?? null;

  const missing =
    delivery && (!address || !inZone || checking)
      ? t('submit.needAddress')
      : !date || !chosenWindow
        ? t('submit.needDate')
        : !invoice || price.isError || price.isPlaceholderData
          ? t('submit.needPrice')
          : draft.paymentMethod === 'credit' &&
              creditFallsShort(invoice.customer_credit, invoice.invoice.price)
            ? t('submit.needCredit')
            : null;

  function changeCoupon(next: CouponState) {
    setCoupon(next);
    if (next.code !== draft.couponCode) checkoutActions.update({ couponCode: next.code });
  }

  function submit() {
    if (missing || !date || !chosenWindow) return;
    void placing.place(
      {
        delivery_type: deliveryType,
        ...(delivery && address ? { address_id: address.id, zone_time_id: chosenWindow.id } : {}),
        ...(!delivery && branch ? { branch_id: branch.id } : {}),
        payment_type: draft.paymentMethod,
        ...(couponCode ? { coupon: couponCode } : {}),
        use_coupon: couponCode !== undefined,
        description: draft.description.trim(),
        is_bulk: bulk,
      },
      reserveTimeQuery(date, windowTime(chosenWindow)),
    );
  }

  // On a phone the pay bar sticks to the bottom of the screen over the whole
  // form: it is the wrapper's last child, its side column only `contents` there.
  return (
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-8">
        <DeliveryTypeChoice
          value={deliveryType}
          onChange={(next) => {
            setDeliveryType(next);
            setWindowId(null);
          }}
        />
        {delivery ? (
          <AddressChoice
            addresses={addresses.data}
            chosenId={address?.id ?? null}
            onChoose={(next) => {
              setAddressId(next.id);
              setWindowId(null);
            }}
            inZone={inZone}
            checking={checking}
            shippingPrice={shippingPrice}
          />
        ) : branch ? (
          <PickupBranchChoice
            branches={branches}
            chosen={branch}
            onChoose={(next) => {
              setBranchId(next.id);
              setWindowId(null);
            }}
          />
        ) : null}
        {point ? (
          <>
            <ReserveCalendar
              today={today}
              firstMonth={firstMonth}
              lastMonth={lastMonth}
              windowDates={openDates}
              value={date}
              onChange={(next) => {
                setChosenDate(next);
                setWindowId(null);
              }}
            />
            <TimeWindows
              windows={dayWindows}
              date={date}
              chosenId={chosenWindow?.id ?? null}
              onChoose={(window) => setWindowId(window.id)}
            />
          </>
        ) : null}
        <CouponField state={coupon} onChange={changeCoupon} itemsPrice={cart.items_price} />
        <GiftCodeField />
        <DescriptionField
          value={draft.description}
          onChange={(description) => checkoutActions.update({ description })}
        />
        <BulkOrderChoice value={bulk} onChange={setBulk} />
      </div>
      <div className="max-lg:contents lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-6 lg:rounded-xl lg:border lg:border-border lg:bg-surface-raised lg:p-4">
        <aside className="flex flex-col gap-6 rounded-xl border border-border bg-surface-raised p-4 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0">
          <CheckoutItems cart={cart} />
          <PriceSummary
            price={invoice}
            itemsPrice={cart.items_price}
            updating={price.isFetching}
            error={priceError}
          />
          <PaymentMethodChoice
            value={draft.paymentMethod}
            onChange={(paymentMethod) => checkoutActions.update({ paymentMethod })}
            credit={credit}
            invoicePrice={invoicePrice}
            // Still busy once the bank's address is back: the page is on its way there.
            toppingUp={topUp.isPending || topUp.isSuccess}
            onTopUp={(amount) => topUp.mutate(amount)}
          />
        </aside>
        <SubmitPanel
          method={draft.paymentMethod}
          total={invoice?.invoice.price ?? cart.items_price}
          missing={missing}
          submitting={placing.phase !== 'idle'}
          onSubmit={submit}
        />
      </div>
      <SubmitErrorDialog message={placing.failure} onClose={placing.closeFailure} />
    </div>
  );
}
