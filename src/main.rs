fn main() {
    println!("{}", swissdesk::tr!("app-name"));
}
