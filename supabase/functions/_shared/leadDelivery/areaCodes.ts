/**
 * The state of a US telephone area code, for the calling window (callingRules.ts): a phone number points to the
 * state of its area code, whatever state the form names or the browser's clock says.
 *
 * Where it comes from: NANPA assigns every area code to a state (https://nationalnanpa.com, "NPA Reports"). This table
 * is the union of two compiled copies of that list published on npm, `us-area-codes` 1.0.0 (MIT, Mike McBride) and
 * `areacodes` 0.2.1 (MIT, BlueRival), which agree on every code both carry (a secondary source, compiled about 2019).
 * Area codes opened since then (Dallas 945, Florida 448, 645 and 656, Tennessee 729 and others) are not in it: a
 * phone with a code not in the table points to no state, and the window falls back to the strictest of the lead's
 * other states and says so. Canada, the Caribbean and the US territories are left out: they point to no state either.
 * Replace the table with NANPA's current list before relying on it alone.
 */
const areaCodesByState: Readonly<Record<string, readonly number[]>> = {
  AK: [907],
  AL: [205, 251, 256, 334, 659, 938],
  AR: [327, 479, 501, 870],
  AZ: [480, 520, 602, 623, 928],
  CA: [
    209, 213, 279, 310, 323, 341, 369, 408, 415, 424, 442, 510, 530, 559, 562, 619, 626, 627, 628, 650, 657, 661, 669,
    707, 714, 747, 760, 805, 818, 820, 831, 858, 909, 916, 925, 949, 951,
  ],
  CO: [303, 719, 720, 970],
  CT: [203, 475, 860, 959],
  DC: [202],
  DE: [302],
  FL: [239, 305, 321, 352, 386, 407, 561, 689, 727, 754, 772, 786, 813, 850, 863, 904, 941, 954],
  GA: [229, 404, 470, 478, 678, 706, 762, 770, 912],
  HI: [808],
  IA: [319, 515, 563, 641, 712],
  ID: [208, 986],
  IL: [217, 224, 309, 312, 331, 447, 464, 618, 630, 708, 730, 773, 779, 815, 847, 872],
  IN: [219, 260, 317, 463, 574, 765, 812, 930],
  KS: [316, 620, 785, 913],
  KY: [270, 364, 502, 606, 859],
  LA: [225, 318, 337, 504, 985],
  MA: [339, 351, 413, 508, 617, 774, 781, 857, 978],
  MD: [227, 240, 301, 410, 443, 667],
  ME: [207],
  MI: [231, 248, 269, 278, 313, 517, 586, 616, 679, 734, 810, 906, 947, 989],
  MN: [218, 320, 507, 612, 651, 763, 952],
  MO: [314, 417, 557, 573, 636, 660, 816, 975],
  MS: [228, 601, 662, 769],
  MT: [406],
  NC: [252, 336, 704, 743, 828, 910, 919, 980, 984],
  ND: [701],
  NE: [308, 402, 531],
  NH: [603],
  NJ: [201, 551, 609, 640, 732, 848, 856, 862, 908, 973],
  NM: [505, 575],
  NV: [702, 725, 775],
  NY: [212, 315, 332, 347, 516, 518, 585, 607, 631, 646, 680, 716, 718, 838, 845, 914, 917, 929, 934],
  OH: [216, 220, 234, 283, 326, 330, 380, 419, 440, 513, 567, 614, 740, 937],
  OK: [405, 539, 580, 918],
  OR: [458, 503, 541, 971],
  PA: [215, 223, 267, 272, 412, 445, 484, 570, 610, 717, 724, 814, 878],
  RI: [401],
  SC: [803, 839, 843, 854, 864],
  SD: [605],
  TN: [423, 615, 629, 731, 865, 901, 931],
  TX: [
    210, 214, 254, 281, 325, 346, 361, 409, 430, 432, 469, 512, 682, 713, 726, 737, 806, 817, 830, 832, 903, 915, 936,
    940, 956, 972, 979,
  ],
  UT: [385, 435, 801],
  VA: [276, 434, 540, 571, 703, 757, 804],
  VT: [802],
  WA: [206, 253, 360, 425, 509, 564],
  WI: [262, 274, 414, 534, 608, 715, 920],
  WV: [304, 681],
  WY: [307],
}

const stateByAreaCode = new Map(
  Object.entries(areaCodesByState).flatMap(([state, codes]) => codes.map((code) => [code, state] as const)),
)

/** A stored phone's area code (E.164 '+13055550142' or ten digits) and its state, or null for a code not in the table. */
export function areaCodeOf(phone: string): { areaCode: string; state: string | null } | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return null
  const areaCode = national.slice(0, 3)
  return { areaCode, state: stateByAreaCode.get(Number(areaCode)) ?? null }
}
