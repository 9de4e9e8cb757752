/**
 * What the generated seeds draw people, places, banks and firms from: names as they are written in the
 * regions the contractor's staff and labour come from, towns with their district, state, GST state code and
 * PIN code, and banks with their IFSC prefixes. Karnataka first, where the sites are.
 */
import { STAFF_FIRST_NAMES, STAFF_LAST_NAMES } from './seedPeople';
import type { Random } from './seedRandom';

export interface Place {
  town: string;
  district: string;
  state: string;
  /** The GST state code (the first two digits of a GSTIN). */
  gstCode: string;
  pin: string;
}

export interface Region {
  /** How many of the workers come from here, relative to the others. */
  weight: number;
  firstNames: readonly string[];
  surnames: readonly string[];
  places: readonly Place[];
}

const karnataka = (town: string, district: string, pin: string): Place => ({ town, district, state: 'Karnataka', gstCode: '29', pin });

export const REGIONS: readonly Region[] = [
  {
    weight: 30,
    firstNames: ['Manjunath', 'Nagaraj', 'Shivakumar', 'Raghavendra', 'Mahesh', 'Prakash', 'Girish', 'Chandrashekar', 'Santosh', 'Harish', 'Praveen', 'Savitha', 'Shobha', 'Rekha', 'Kavitha', 'Pushpa', 'Veena', 'Nandini'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Naik', 'Bhat', 'Murthy', 'Nayak', 'Poojary', 'Kulkarni'],
    places: [
      karnataka('Bengaluru', 'Bengaluru Urban', '560001'),
      karnataka('Mysuru', 'Mysuru', '570001'),
      karnataka('Mandya', 'Mandya', '571401'),
      karnataka('Tumakuru', 'Tumakuru', '572101'),
      karnataka('Hassan', 'Hassan', '573201'),
      karnataka('Ramanagara', 'Ramanagara', '562159'),
      karnataka('Kolar', 'Kolar', '563101'),
      karnataka('Chikkaballapur', 'Chikkaballapur', '562101'),
      karnataka('Shivamogga', 'Shivamogga', '577201'),
      karnataka('Davanagere', 'Davanagere', '577001'),
      karnataka('Mangaluru', 'Dakshina Kannada', '575001'),
      karnataka('Udupi', 'Udupi', '576101'),
    ],
  },
  {
    weight: 18,
    firstNames: ['Yellappa', 'Hanumantha', 'Mallikarjun', 'Siddappa', 'Shankar', 'Ningappa', 'Bhimappa', 'Basavaraj', 'Renuka', 'Yallamma', 'Shantavva', 'Gangamma'],
    surnames: ['Badiger', 'Kamble', 'Talawar', 'Madar', 'Hadimani', 'Pujar', 'Hiremath', 'Kattimani', 'Walikar', 'Patil'],
    places: [
      karnataka('Hubballi', 'Dharwad', '580020'),
      karnataka('Dharwad', 'Dharwad', '580001'),
      karnataka('Belagavi', 'Belagavi', '590001'),
      karnataka('Vijayapura', 'Vijayapura', '586101'),
      karnataka('Kalaburagi', 'Kalaburagi', '585101'),
      karnataka('Ballari', 'Ballari', '583101'),
      karnataka('Raichur', 'Raichur', '584101'),
      karnataka('Gadag', 'Gadag', '582101'),
      karnataka('Bagalkot', 'Bagalkot', '587101'),
      karnataka('Koppal', 'Koppal', '583231'),
    ],
  },
  {
    weight: 9,
    firstNames: ['Selvam', 'Murugan', 'Karthik', 'Senthil', 'Arumugam', 'Saravanan', 'Ravi', 'Meena', 'Kalaiselvi', 'Tamilselvi', 'Lakshmi'],
    surnames: ['Murugan', 'Pandian', 'Rajan', 'Subramanian', 'Krishnan', 'Natarajan', 'Velu', 'Ramasamy'],
    places: [
      { town: 'Hosur', district: 'Krishnagiri', state: 'Tamil Nadu', gstCode: '33', pin: '635109' },
      { town: 'Krishnagiri', district: 'Krishnagiri', state: 'Tamil Nadu', gstCode: '33', pin: '635001' },
      { town: 'Vellore', district: 'Vellore', state: 'Tamil Nadu', gstCode: '33', pin: '632001' },
      { town: 'Tiruvannamalai', district: 'Tiruvannamalai', state: 'Tamil Nadu', gstCode: '33', pin: '606601' },
      { town: 'Salem', district: 'Salem', state: 'Tamil Nadu', gstCode: '33', pin: '636001' },
      { town: 'Coimbatore', district: 'Coimbatore', state: 'Tamil Nadu', gstCode: '33', pin: '641001' },
    ],
  },
  {
    weight: 9,
    firstNames: ['Venkata', 'Srinivas', 'Ramana', 'Satyanarayana', 'Nagarjuna', 'Chandra', 'Suresh', 'Padma', 'Sridevi', 'Lakshmi Devi'],
    surnames: ['Reddy', 'Naidu', 'Chowdary', 'Rao', 'Pothula', 'Goud', 'Yadav', 'Setty'],
    places: [
      { town: 'Anantapur', district: 'Anantapur', state: 'Andhra Pradesh', gstCode: '37', pin: '515001' },
      { town: 'Hindupur', district: 'Sri Sathya Sai', state: 'Andhra Pradesh', gstCode: '37', pin: '515201' },
      { town: 'Kurnool', district: 'Kurnool', state: 'Andhra Pradesh', gstCode: '37', pin: '518001' },
      { town: 'Chittoor', district: 'Chittoor', state: 'Andhra Pradesh', gstCode: '37', pin: '517001' },
      { town: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', gstCode: '36', pin: '500001' },
      { town: 'Mahbubnagar', district: 'Mahbubnagar', state: 'Telangana', gstCode: '36', pin: '509001' },
    ],
  },
  {
    weight: 4,
    firstNames: ['Biju', 'Kannan', 'Shaji', 'Anil', 'Jose', 'Thomas', 'Suma', 'Bindu', 'Sreeja'],
    surnames: ['Varghese', 'Pillai', 'Nair', 'Kurian', 'Mathew', 'Joseph', 'Menon'],
    places: [
      { town: 'Kayamkulam', district: 'Alappuzha', state: 'Kerala', gstCode: '32', pin: '690502' },
      { town: 'Thrissur', district: 'Thrissur', state: 'Kerala', gstCode: '32', pin: '680001' },
      { town: 'Palakkad', district: 'Palakkad', state: 'Kerala', gstCode: '32', pin: '678001' },
      { town: 'Kottayam', district: 'Kottayam', state: 'Kerala', gstCode: '32', pin: '686001' },
    ],
  },
  {
    weight: 5,
    firstNames: ['Bapurao', 'Ganesh', 'Vitthal', 'Sachin', 'Dnyaneshwar', 'Sandeep', 'Sunita', 'Manisha'],
    surnames: ['Kamble', 'Jadhav', 'Pawar', 'Shinde', 'Gaikwad', 'Mane', 'Patil'],
    places: [
      { town: 'Latur', district: 'Latur', state: 'Maharashtra', gstCode: '27', pin: '413512' },
      { town: 'Solapur', district: 'Solapur', state: 'Maharashtra', gstCode: '27', pin: '413001' },
      { town: 'Kolhapur', district: 'Kolhapur', state: 'Maharashtra', gstCode: '27', pin: '416001' },
      { town: 'Pune', district: 'Pune', state: 'Maharashtra', gstCode: '27', pin: '411001' },
      { town: 'Nanded', district: 'Nanded', state: 'Maharashtra', gstCode: '27', pin: '431601' },
    ],
  },
  {
    weight: 9,
    firstNames: ['Anil', 'Ramesh', 'Raju', 'Sanjay', 'Imran', 'Salim', 'Dinesh', 'Geeta', 'Sunita Devi'],
    surnames: ['Yadav', 'Maurya', 'Verma', 'Ansari', 'Prajapati', 'Kushwaha', 'Pal', 'Nishad'],
    places: [
      { town: 'Jaunpur', district: 'Jaunpur', state: 'Uttar Pradesh', gstCode: '09', pin: '222001' },
      { town: 'Mau', district: 'Mau', state: 'Uttar Pradesh', gstCode: '09', pin: '275101' },
      { town: 'Gorakhpur', district: 'Gorakhpur', state: 'Uttar Pradesh', gstCode: '09', pin: '273001' },
      { town: 'Azamgarh', district: 'Azamgarh', state: 'Uttar Pradesh', gstCode: '09', pin: '276001' },
      { town: 'Ballia', district: 'Ballia', state: 'Uttar Pradesh', gstCode: '09', pin: '277001' },
    ],
  },
  {
    weight: 7,
    firstNames: ['Pankaj', 'Manoj', 'Rinku', 'Arvind', 'Sunil', 'Bablu', 'Pooja', 'Rani'],
    surnames: ['Kumar', 'Paswan', 'Mahto', 'Ram', 'Sah', 'Manjhi'],
    places: [
      { town: 'Patna', district: 'Patna', state: 'Bihar', gstCode: '10', pin: '800001' },
      { town: 'Gaya', district: 'Gaya', state: 'Bihar', gstCode: '10', pin: '823001' },
      { town: 'Darbhanga', district: 'Darbhanga', state: 'Bihar', gstCode: '10', pin: '846004' },
      { town: 'Muzaffarpur', district: 'Muzaffarpur', state: 'Bihar', gstCode: '10', pin: '842001' },
    ],
  },
  {
    weight: 5,
    firstNames: ['Sunil', 'Budhan', 'Somra', 'Birsa', 'Sukra', 'Mangal', 'Salomi', 'Phulmani'],
    surnames: ['Tudu', 'Murmu', 'Hembrom', 'Soren', 'Oraon', 'Munda'],
    places: [
      { town: 'Dumka', district: 'Dumka', state: 'Jharkhand', gstCode: '20', pin: '814101' },
      { town: 'Ranchi', district: 'Ranchi', state: 'Jharkhand', gstCode: '20', pin: '834001' },
      { town: 'Gumla', district: 'Gumla', state: 'Jharkhand', gstCode: '20', pin: '835207' },
    ],
  },
  {
    weight: 4,
    firstNames: ['Tapan', 'Gour', 'Subrata', 'Bapi', 'Prafulla', 'Bikash', 'Mitali', 'Sasmita'],
    surnames: ['Mondal', 'Sardar', 'Biswas', 'Behera', 'Sahoo', 'Pradhan', 'Swain'],
    places: [
      { town: 'Krishnanagar', district: 'Nadia', state: 'West Bengal', gstCode: '19', pin: '741101' },
      { town: 'Bankura', district: 'Bankura', state: 'West Bengal', gstCode: '19', pin: '722101' },
      { town: 'Berhampur', district: 'Ganjam', state: 'Odisha', gstCode: '21', pin: '760001' },
      { town: 'Balasore', district: 'Balasore', state: 'Odisha', gstCode: '21', pin: '756001' },
    ],
  },
  {
    weight: 4,
    firstNames: ['Bhagwan Das', 'Mukesh', 'Kailash', 'Gurpreet', 'Harjinder', 'Jaswinder', 'Ganga', 'Kamla'],
    surnames: ['Meena', 'Gurjar', 'Saini', 'Singh', 'Sharma', 'Jangid'],
    places: [
      { town: 'Dausa', district: 'Dausa', state: 'Rajasthan', gstCode: '08', pin: '303303' },
      { town: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', gstCode: '08', pin: '302001' },
      { town: 'Alwar', district: 'Alwar', state: 'Rajasthan', gstCode: '08', pin: '301001' },
      { town: 'Patiala', district: 'Patiala', state: 'Punjab', gstCode: '03', pin: '147001' },
      { town: 'Ludhiana', district: 'Ludhiana', state: 'Punjab', gstCode: '03', pin: '141001' },
    ],
  },
];

/** Every surname of the pools, for the names of firms. */
export const SURNAMES: readonly string[] = [...new Set([...STAFF_LAST_NAMES, ...REGIONS.flatMap((r) => r.surnames)])];

/** Where office staff, clients and vendors' people come from: the regions, and the benchmark staff's names. */
const NAME_REGIONS: readonly (readonly [Pick<Region, 'firstNames' | 'surnames'>, number])[] = [
  ...REGIONS.map((region) => [region, region.weight] as const),
  [{ firstNames: STAFF_FIRST_NAMES, surnames: STAFF_LAST_NAMES }, 20],
];

/** A first name and a surname as they go together in one region. */
export function namePair(random: Random): readonly [first: string, surname: string] {
  const region = random.weighted(NAME_REGIONS);
  return [random.pick(region.firstNames), random.pick(region.surnames)];
}

export const personName = (random: Random) => namePair(random).join(' ');

/** Where the sites are: Karnataka's towns, and Hosur across the border. */
export const SITE_PLACES: readonly Place[] = [...REGIONS[0].places, ...REGIONS[1].places, REGIONS[2].places[0]];

/** Neighbourhoods of Bengaluru, where most sites, stores and suppliers are. */
export const BENGALURU_AREAS = [
  { area: 'Whitefield', pin: '560066' },
  { area: 'Electronic City', pin: '560100' },
  { area: 'Hebbal', pin: '560024' },
  { area: 'Yelahanka', pin: '560064' },
  { area: 'Sarjapur Road', pin: '560035' },
  { area: 'Hennur', pin: '560043' },
  { area: 'Kanakapura Road', pin: '560062' },
  { area: 'Bannerghatta Road', pin: '560076' },
  { area: 'Devanahalli', pin: '562110' },
  { area: 'Hoskote', pin: '562114' },
  { area: 'Peenya', pin: '560058' },
  { area: 'Rajajinagar', pin: '560010' },
  { area: 'Jayanagar', pin: '560011' },
  { area: 'JP Nagar', pin: '560078' },
  { area: 'Marathahalli', pin: '560037' },
  { area: 'KR Puram', pin: '560036' },
  { area: 'Banashankari', pin: '560070' },
  { area: 'Kengeri', pin: '560060' },
  { area: 'Nelamangala', pin: '562123' },
  { area: 'Begur', pin: '560068' },
] as const;

/** Banks with their IFSC prefixes and the length of their account numbers. */
export const BANKS = [
  { name: 'State Bank of India', ifsc: 'SBIN', digits: 11 },
  { name: 'Canara Bank', ifsc: 'CNRB', digits: 13 },
  { name: 'HDFC Bank', ifsc: 'HDFC', digits: 14 },
  { name: 'ICICI Bank', ifsc: 'ICIC', digits: 12 },
  { name: 'Axis Bank', ifsc: 'UTIB', digits: 15 },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK', digits: 10 },
  { name: 'Bank of Baroda', ifsc: 'BARB', digits: 14 },
  { name: 'Union Bank of India', ifsc: 'UBIN', digits: 15 },
  { name: 'Punjab National Bank', ifsc: 'PUNB', digits: 16 },
  { name: 'Indian Overseas Bank', ifsc: 'IOBA', digits: 15 },
  { name: 'Indian Bank', ifsc: 'IDIB', digits: 10 },
  { name: 'Karnataka Bank', ifsc: 'KARB', digits: 16 },
  { name: 'Federal Bank', ifsc: 'FDRL', digits: 14 },
  { name: 'Bank of India', ifsc: 'BKID', digits: 15 },
] as const;

/** Words that start the names of Indian firms, projects and buildings. */
export const NAME_STEMS = [
  'Sai', 'Sri Lakshmi', 'Shanthi', 'Kaveri', 'Tulasi', 'Nandini', 'Sapthagiri', 'Vasudha', 'Gokulam', 'Amrutha',
  'Srinidhi', 'Mahalakshmi', 'Sri Venkateshwara', 'Surya', 'Chamundi', 'Hamsa', 'Aditya', 'Kamadhenu', 'Harsha',
  'Prakruthi', 'Vrindavan', 'Sankalp', 'Sri Balaji', 'Ganesh', 'Maruti', 'Sri Manjunatha', 'Annapoorna', 'Durga',
  'Vinayaka', 'Sri Renuka', 'Om Sakthi', 'Jai Bharat', 'Royal', 'Sunrise', 'Silver Oak', 'Lake View', 'Palm Grove',
] as const;
