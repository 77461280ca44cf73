/** A checkout form's address as a customer fills it in; the tests add the payment method. */
export const CHECKOUT_ADDRESS = {
  firstName: 'Omar',
  lastName: 'Farouk',
  email: 'omar@example.com',
  phone: '+20 100 123 4567',
  address: '12 Abbas El Akkad St',
  city: 'Nasr City',
  state: 'C',
  country: 'EG',
};

/** An order's stored shipping info, for orders written straight into the table. */
export const SHIPPING_INFO = {
  firstName: 'Mona',
  lastName: 'Adel',
  fullName: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01112345678',
  address: 'x',
  city: 'Giza',
  state: 'GZ',
  postalCode: null,
  country: 'EG',
};
