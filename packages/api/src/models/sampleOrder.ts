/**
 * SPEC §3's sample order (country code 966, SAR, Prepaid) for the day `day` (YYYY-MM-DD): the
 * integration page's sample Body and the developer docs' example, one copy for both.
 */
export function sampleOrderPayload(day: string) {
  const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
  return {
    Contact: { Country_Code: '966', Number: '501234567' },
    Billing_Address: address,
    Shipping_Address: { ...address },
    Currency: 'SAR' as const,
    Items: [{ Description: 'Arabic coffee 500 g', Unit_Price: 45, Quantity: 2, Discount: 0, Tax: 13.5, Total: 103.5 }],
    Order_ID: `TEST-${day.replaceAll('-', '')}-001`,
    Order_Date: `${day}T09:30:00+03:00`,
    Total: 128.5,
    Subtotal: 90,
    Shipping: 25,
    Discount: 0,
    Tax: 13.5,
    lang: 'ar' as 'en' | 'ar',
    Payment_Method: 'Prepaid' as 'None' | 'Prepaid' | 'Postpaid',
  };
}
