/** A whole, valid profile questionnaire as a class-9 student who wants to be a doctor fills it in. */
export const doctorProfile = {
  name: "Asha Verma",
  dob: "2010-05-14",
  gender: "female",
  location: "Pune",
  mobileNumber: "9876543210",
  school: "Kendriya Vidyalaya, Pune",
  study: "9-10",
  previousClassPercentage: "87.5",
  favouriteSubject: "Biology",
  nonFavouriteSubject: "Mathematics",
  aspiration: "Doctor",
  hobbies: "Reading, gardening",
  higherEducation: "india",
};
